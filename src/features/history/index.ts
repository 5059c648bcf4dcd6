// Pieces of history tables shared by the history pages and the Episode/Movie History modals (README.md).
export { HistoryActionIcon, historyActionIconOf } from './HistoryActionIcon';
export { HISTORY_TOOLTIP_DELAY_MS } from '../../components/hint/hintDelays';
export { IconHint } from './IconHint';
export {
  BLACKLIST_LABEL,
  BLACKLISTED_LABEL,
  blacklistableSubtitle,
  EpisodeHistoryBlacklistButton,
  MovieHistoryBlacklistButton,
  type BlacklistableSubtitle,
  type HistoryEntryBase,
} from './HistoryBlacklistButton';
export { formatScore } from './formatScore';
export { HistoryDate, type HistoryDateProps } from './HistoryDate';
export { LanguageCell } from './LanguageCell';
export { MatchesPopover, NOT_MATCHING_NOTE, type MatchesPopoverProps } from './MatchesPopover';
export {
  episodeBlacklistColumn,
  historyActionColumn,
  historyDateColumn,
  historyDetailColumns,
  historyLanguageColumn,
  historyMatchesColumn,
  historyProviderColumn,
  historyScoreColumn,
  movieBlacklistColumn,
} from './historyColumns';
export { useHistoryRowKeys } from './historyRowKeys';
