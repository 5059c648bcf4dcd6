import { useSeriesActionMutation } from '../../api/itemActions';
import type { WantedEpisode } from '../../api/schemas/wanted';
import { useGetWantedEpisodesQuery } from '../../api/wanted';
import { useAppDispatch } from '../../lib/hooks';
import type { DataTableColumn } from '../../components';
import { episodeColumns, usePagedQuery } from '../../features/lists';
import { taskItemKey } from '../../tasks/tasksSlice';
import { MissingLanguageChips } from './MissingLanguageChips';
import { useWantedFiltering } from './filtering/useWantedFiltering';
import { wantedEpisodesKind } from './filtering/wantedKinds';
import { WantedView } from './WantedView';
import { searchWantedEpisode } from './wantedSearch';

function EpisodeChips({ episode }: { episode: WantedEpisode }) {
  const dispatch = useAppDispatch();
  return (
    <MissingLanguageChips
      languages={episode.missing_subtitles}
      itemKey={taskItemKey('episode', episode.sonarrEpisodeId)}
      onSearch={(language) => dispatch(searchWantedEpisode(episode, language))}
    />
  );
}

const columns: readonly DataTableColumn<WantedEpisode>[] = [
  ...episodeColumns('Name'),
  { id: 'missing', header: 'Missing', cell: (episode) => <EpisodeChips episode={episode} /> },
];

const rowKey = (episode: WantedEpisode) => episode.sonarrEpisodeId;

/** /wanted/series: episodes with missing subtitles, a page at a time, or narrowed by the filters. */
export default function WantedEpisodesPage() {
  const paged = usePagedQuery(useGetWantedEpisodesQuery);
  const { list, filtered, searchThese, filterBar } = useWantedFiltering(wantedEpisodesKind, paged);
  // A fixed cache key keeps 'Search All' busy when the user leaves the page and comes back.
  const [seriesAction, { isLoading }] = useSeriesActionMutation({
    fixedCacheKey: 'wanted-series-search-all',
  });
  return (
    <WantedView
      title="Episodes"
      list={list}
      wantedTotal={paged.total}
      columns={columns}
      getRowKey={rowKey}
      onSearchAll={() => void seriesAction({ action: 'search-wanted' })}
      searchingAll={isLoading}
      emptyText={filtered ? 'No wanted episodes match the filters' : 'No missing Series subtitles'}
      filterBar={filterBar}
      searchThese={searchThese}
    />
  );
}
