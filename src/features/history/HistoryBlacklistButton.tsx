import { FileX2 } from 'lucide-react';
import { useAddEpisodeBlacklistMutation, useAddMovieBlacklistMutation } from '../../api/blacklist';
import type { EpisodeHistoryEntry, MovieHistoryEntry } from '../../api/schemas/history';
import { RowIconButton } from '../../components';
import { HISTORY_TOOLTIP_DELAY_MS } from '../../components/hint/hintDelays';

/** The fields every history entry has (episode and movie entries add their item's). */
export type HistoryEntryBase = Omit<MovieHistoryEntry, 'title' | 'radarrId'>;

/** What the blacklist needs to know of a downloaded subtitle. */
export interface BlacklistableSubtitle {
  provider: string;
  subs_id: string;
  subtitles_path: string;
  /** code2. */
  language: string;
}

/** The subtitle of an entry that can be blacklisted (one with a provider, id, file and language), else null. */
export function blacklistableSubtitle(entry: HistoryEntryBase): BlacklistableSubtitle | null {
  const { provider, subs_id, subtitles_path, language } = entry;
  if (!provider || !subs_id || !subtitles_path || !language) return null;
  return { provider, subs_id, subtitles_path, language: language.code2 };
}

export const BLACKLIST_LABEL = 'Add to Blacklist';
export const BLACKLISTED_LABEL = 'Blacklisted';

interface BlacklistButtonProps {
  blacklisted: boolean;
  loading: boolean;
  onBlacklist: () => void;
}

/** Disabled once the subtitle is on the blacklist; spins while the backend deletes it and searches again. */
function BlacklistButton({ blacklisted, loading, onBlacklist }: BlacklistButtonProps) {
  return (
    <RowIconButton
      icon={<FileX2 />}
      label={blacklisted ? BLACKLISTED_LABEL : BLACKLIST_LABEL}
      tooltipDelay={HISTORY_TOOLTIP_DELAY_MS}
      size="2xs"
      disabled={blacklisted}
      loading={loading}
      onClick={onBlacklist}
    />
  );
}

/** The blacklist action of an episode history row; nothing for rows that cannot be blacklisted. */
export function EpisodeHistoryBlacklistButton({ entry }: { entry: EpisodeHistoryEntry }) {
  const [add, { isLoading }] = useAddEpisodeBlacklistMutation();
  const subtitle = blacklistableSubtitle(entry);
  if (!subtitle) return null;
  return (
    <BlacklistButton
      blacklisted={entry.blacklisted}
      loading={isLoading}
      onBlacklist={() =>
        void add({ seriesid: entry.sonarrSeriesId, episodeid: entry.sonarrEpisodeId, ...subtitle })
      }
    />
  );
}

/** The blacklist action of a movie history row; nothing for rows that cannot be blacklisted. */
export function MovieHistoryBlacklistButton({ entry }: { entry: MovieHistoryEntry }) {
  const [add, { isLoading }] = useAddMovieBlacklistMutation();
  const subtitle = blacklistableSubtitle(entry);
  if (!subtitle) return null;
  return (
    <BlacklistButton
      blacklisted={entry.blacklisted}
      loading={isLoading}
      onBlacklist={() => void add({ radarrid: entry.radarrId, ...subtitle })}
    />
  );
}
