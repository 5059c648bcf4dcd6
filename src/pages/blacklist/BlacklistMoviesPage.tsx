import { useGetMovieBlacklistQuery, useRemoveMovieBlacklistMutation } from '../../api/blacklist';
import type { MovieBlacklistEntry } from '../../api/schemas/blacklist';
import type { DataTableColumn } from '../../components';
import { ItemLink } from '../../features/lists';
import { BlacklistView } from './BlacklistView';
import { RemoveMovieBlacklistButton } from './RemoveBlacklistButton';
import { blacklistDetailColumns, removeColumn } from './blacklistColumns';

const columns: readonly DataTableColumn<MovieBlacklistEntry>[] = [
  {
    id: 'title',
    header: 'Name',
    cell: (entry) => <ItemLink to={`/movies/${entry.radarrId}`} title={entry.title} />,
  },
  ...blacklistDetailColumns,
  removeColumn((entry) => <RemoveMovieBlacklistButton entry={entry} />),
];

/** /blacklist/movies: movie subtitles that will not be downloaded again. */
export default function BlacklistMoviesPage() {
  const result = useGetMovieBlacklistQuery();
  const [remove] = useRemoveMovieBlacklistMutation();
  return (
    <BlacklistView
      title="Movies"
      result={result}
      columns={columns}
      onRemoveAll={() => remove({ all: true }).unwrap()}
    />
  );
}
