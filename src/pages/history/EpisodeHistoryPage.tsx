import { useGetEpisodeHistoryQuery } from '../../api/history';
import type { EpisodeHistoryEntry } from '../../api/schemas/history';
import type { DataTableColumn } from '../../components';
import {
  episodeBlacklistColumn,
  historyActionColumn,
  historyDetailColumns,
} from '../../features/history';
import { episodeColumns, usePagedQuery } from '../../features/lists';
import { HistoryView } from './HistoryView';

const columns: readonly DataTableColumn<EpisodeHistoryEntry>[] = [
  historyActionColumn,
  ...episodeColumns('Series'),
  ...historyDetailColumns,
  episodeBlacklistColumn,
];

const episodeIdOf = (entry: EpisodeHistoryEntry) => entry.sonarrEpisodeId;

/** /history/series: what happened to episode subtitles, a page at a time. */
export default function EpisodeHistoryPage() {
  const list = usePagedQuery(useGetEpisodeHistoryQuery);
  return <HistoryView title="Episodes" list={list} columns={columns} itemOf={episodeIdOf} />;
}
