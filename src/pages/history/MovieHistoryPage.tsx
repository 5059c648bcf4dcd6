import { useGetMovieHistoryQuery } from '../../api/history';
import type { MovieHistoryEntry } from '../../api/schemas/history';
import type { DataTableColumn } from '../../components';
import {
  historyActionColumn,
  historyDetailColumns,
  movieBlacklistColumn,
} from '../../features/history';
import { ItemLink, usePagedQuery } from '../../features/lists';
import { HistoryView } from './HistoryView';

const columns: readonly DataTableColumn<MovieHistoryEntry>[] = [
  historyActionColumn,
  {
    id: 'title',
    header: 'Name',
    cell: (entry) => <ItemLink to={`/movies/${entry.radarrId}`} title={entry.title} />,
  },
  ...historyDetailColumns,
  movieBlacklistColumn,
];

const movieIdOf = (entry: MovieHistoryEntry) => entry.radarrId;

/** /history/movies: what happened to movie subtitles, a page at a time. */
export default function MovieHistoryPage() {
  const list = usePagedQuery(useGetMovieHistoryQuery);
  return <HistoryView title="Movies" list={list} columns={columns} itemOf={movieIdOf} />;
}
