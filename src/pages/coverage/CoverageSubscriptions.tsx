import { moviesLibrary, seriesLibrary } from '../../features/library';
import { ChunkSubscriptions } from '../../features/library/progressive/ChunkSubscriptions';
import { useGetEpisodeCoverageQuery } from './coverageApi';
import type { Coverage } from './useCoverage';

/** Holds one chunk of episode counts in RTK Query's cache (and requests it) while mounted; renders nothing. */
function EpisodeChunkSubscription({ seriesIds }: { seriesIds: readonly number[] }) {
  useGetEpisodeCoverageQuery(seriesIds);
  return null;
}

/**
 * The background reads of the dashboard: the pages of the series and movies lists (as the library lists hold
 * them) and the chunks of episodes. Unmounted with the page, which stops the reading.
 */
export function CoverageSubscriptions({ coverage }: { coverage: Coverage }) {
  const { series, moviesList, episodeLoad } = coverage;
  return (
    <>
      <ChunkSubscriptions
        kind={seriesLibrary}
        chunks={series.activeChunks}
        attempt={series.attempt}
      />
      <ChunkSubscriptions
        kind={moviesLibrary}
        chunks={moviesList.activeChunks}
        attempt={moviesList.attempt}
      />
      {episodeLoad.activeChunks.map((seriesIds) => (
        <EpisodeChunkSubscription
          key={`${seriesIds.join(',')}:${episodeLoad.attempt}`}
          seriesIds={seriesIds}
        />
      ))}
    </>
  );
}
