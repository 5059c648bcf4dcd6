import {
  useGetEpisodeBlacklistQuery,
  useRemoveEpisodeBlacklistMutation,
} from '../../api/blacklist';
import type { EpisodeBlacklistEntry } from '../../api/schemas/blacklist';
import { type DataTableColumn } from '../../components';
import { episodeColumns } from '../../features/lists';
import { BlacklistView } from './BlacklistView';
import { RemoveEpisodeBlacklistButton } from './RemoveBlacklistButton';
import { blacklistDetailColumns, removeColumn } from './blacklistColumns';

const columns: readonly DataTableColumn<EpisodeBlacklistEntry>[] = [
  ...episodeColumns('Series'),
  ...blacklistDetailColumns,
  removeColumn((entry) => <RemoveEpisodeBlacklistButton entry={entry} />),
];

/** /blacklist/series: episode subtitles that will not be downloaded again. */
export default function BlacklistEpisodesPage() {
  const result = useGetEpisodeBlacklistQuery();
  const [remove] = useRemoveEpisodeBlacklistMutation();
  return (
    <BlacklistView
      title="Episodes"
      result={result}
      columns={columns}
      onRemoveAll={() => remove({ all: true }).unwrap()}
    />
  );
}
