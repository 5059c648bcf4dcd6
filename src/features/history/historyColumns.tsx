import { VisuallyHidden } from '@chakra-ui/react';
import { ArrowBigUpDash, Info } from 'lucide-react';
import type { EpisodeHistoryEntry, MovieHistoryEntry } from '../../api/schemas/history';
import type { DataTableColumn } from '../../components';
import {
  EpisodeHistoryBlacklistButton,
  MovieHistoryBlacklistButton,
  type HistoryEntryBase,
} from './HistoryBlacklistButton';
import { HistoryActionIcon } from './HistoryActionIcon';
import { formatScore } from './formatScore';
import { HistoryDate } from './HistoryDate';
import { IconHint } from './IconHint';
import { LanguageCell } from './LanguageCell';
import { MatchesPopover } from './MatchesPopover';

/**
 * Columns every history table shows, typed on the fields all entries share so episode and movie tables (and the
 * Episode/Movie History modals) compose them around their own title columns. Usage:
 * `const columns: DataTableColumn<MovieHistoryEntry>[] = [historyActionColumn, titleColumn, ...historyDetailColumns, movieBlacklistColumn]`.
 */
export const historyActionColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'action',
  header: <VisuallyHidden>Action</VisuallyHidden>,
  cell: (entry) => <HistoryActionIcon action={entry.action} />,
  width: '2.5rem',
  align: 'center',
};

export const historyLanguageColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'language',
  header: 'Language',
  cell: (entry) => (entry.language ? <LanguageCell language={entry.language} /> : null),
};

export const historyScoreColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'score',
  header: 'Score',
  cell: (entry) => formatScore(entry.score),
  align: 'end',
  hideOnMobile: true,
};

export const historyMatchesColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'matches',
  header: <VisuallyHidden>Matches</VisuallyHidden>,
  cell: (entry) => <MatchesPopover matches={entry.matches} dontMatches={entry.dont_matches} />,
  width: '2.5rem',
  align: 'center',
  hideOnMobile: true,
};

export const historyProviderColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'provider',
  header: 'Provider',
  cell: (entry) => entry.provider ?? '',
  hideOnMobile: true,
};

export const historyDateColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'date',
  header: 'Date',
  cell: (entry) => (
    <HistoryDate timestamp={entry.timestamp} parsedTimestamp={entry.parsed_timestamp} />
  ),
};

/** What happened, in Bazarr's words ('French subtitles downloaded from opensubtitles with a score of 91.67%.'). */
export const historyInfoColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'info',
  header: <VisuallyHidden>Info</VisuallyHidden>,
  cell: (entry) => (entry.description ? <IconHint icon={Info} label={entry.description} /> : null),
  width: '2.5rem',
  align: 'center',
};

export const UPGRADABLE_TEXT = 'This Subtitle File Is Eligible For An Upgrade.';

export const historyUpgradableColumn: DataTableColumn<HistoryEntryBase> = {
  id: 'upgradable',
  header: <VisuallyHidden>Upgradable</VisuallyHidden>,
  cell: (entry) =>
    entry.upgradable ? <IconHint icon={ArrowBigUpDash} label={UPGRADABLE_TEXT} /> : null,
  width: '2.5rem',
  align: 'center',
};

/** Language, score, matches, provider, date, info and upgradable, in that order. */
export const historyDetailColumns: readonly DataTableColumn<HistoryEntryBase>[] = [
  historyLanguageColumn,
  historyScoreColumn,
  historyMatchesColumn,
  historyProviderColumn,
  historyDateColumn,
  historyInfoColumn,
  historyUpgradableColumn,
];

const blacklistHeader = <VisuallyHidden>Blacklist</VisuallyHidden>;

export const episodeBlacklistColumn: DataTableColumn<EpisodeHistoryEntry> = {
  id: 'blacklist',
  header: blacklistHeader,
  cell: (entry) => <EpisodeHistoryBlacklistButton entry={entry} />,
  width: '3rem',
  align: 'center',
};

export const movieBlacklistColumn: DataTableColumn<MovieHistoryEntry> = {
  id: 'blacklist',
  header: blacklistHeader,
  cell: (entry) => <MovieHistoryBlacklistButton entry={entry} />,
  width: '3rem',
  align: 'center',
};
