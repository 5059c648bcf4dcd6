import { baseApi } from '../../api/baseApi';
import { fetchParsed } from '../../api/responses';
import { episodeListSchema } from '../../api/schemas/episodes';
import { seriesEpisodesTag } from '../../api/tags';
import type { LanguageLike } from '../../components';
import { languagesOf, tallyBySeries, type Tally } from './coverageCounts';

/** What the coverage dashboard keeps of the episodes of some series: counts, not the episodes. */
export interface EpisodeCoverage {
  /** Series id -> its episodes' tally (every series asked for, even without episodes). */
  bySeries: Record<number, Tally>;
  /** Names of the languages seen, by key. */
  languages: Record<string, LanguageLike>;
}

/**
 * Injected by the coverage page's chunk only (importing this module adds the endpoint). The episodes of a large
 * library (100,000) are read to be counted and not kept: the episodes slice holds what the pages show, and its
 * per-series selectors would have to walk them all.
 */
export const coverageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET episodes?seriesid[]=... folded into per-series tallies (see coverageCounts.ts). */
    getEpisodeCoverage: build.query<EpisodeCoverage, readonly number[]>({
      queryFn: async (seriesIds, _api, _extra, baseQuery) => {
        const result = await fetchParsed(
          baseQuery,
          { url: 'episodes', params: { 'seriesid[]': [...seriesIds] } },
          episodeListSchema,
        );
        if (result.error) return { error: result.error };
        const episodes = result.data.data;
        return {
          data: { bySeries: tallyBySeries(seriesIds, episodes), languages: languagesOf(episodes) },
        };
      },
      // A realtime change of one of these series (its profile, a scan) makes its episodes' counts stale.
      providesTags: (_result, _error, seriesIds) => seriesIds.map(seriesEpisodesTag),
    }),
  }),
});

export const { useGetEpisodeCoverageQuery } = coverageApi;
