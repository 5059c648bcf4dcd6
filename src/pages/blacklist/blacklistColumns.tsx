import { VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { EpisodeBlacklistEntry } from '../../api/schemas/blacklist';
import type { DataTableColumn } from '../../components';
import { HistoryDate, LanguageCell } from '../../features/history';

/** The fields both blacklists share. */
type BlacklistEntryBase = Omit<
  EpisodeBlacklistEntry,
  'seriesTitle' | 'episode_number' | 'episodeTitle' | 'sonarrSeriesId'
>;

/** Language, provider and date. */
export const blacklistDetailColumns: readonly DataTableColumn<BlacklistEntryBase>[] = [
  {
    id: 'language',
    header: 'Language',
    cell: (entry) => <LanguageCell language={entry.language} />,
  },
  { id: 'provider', header: 'Provider', cell: (entry) => entry.provider, hideOnMobile: true },
  {
    id: 'date',
    header: 'Date',
    cell: (entry) => (
      <HistoryDate timestamp={entry.timestamp} parsedTimestamp={entry.parsed_timestamp} />
    ),
  },
];

/** The column of the remove buttons. */
export function removeColumn<Entry>(cell: (entry: Entry) => ReactNode): DataTableColumn<Entry> {
  return {
    id: 'remove',
    header: <VisuallyHidden>Remove</VisuallyHidden>,
    cell,
    width: '3rem',
    align: 'center',
  };
}
