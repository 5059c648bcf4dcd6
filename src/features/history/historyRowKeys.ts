import { useMemo } from 'react';
import type { HistoryEntryBase } from './HistoryBlacklistButton';

/** What tells history entries apart; the API gives them no id. */
function entrySignature(entry: HistoryEntryBase & { itemId: number }): string {
  return [
    entry.itemId,
    entry.action,
    entry.parsed_timestamp ?? entry.timestamp,
    entry.provider ?? '',
    entry.subs_id ?? '',
    entry.language?.code2 ?? '',
    entry.subtitles_path ?? '',
  ].join('|');
}

/**
 * Stable, unique row keys for history entries (a repeated signature gets '#2', '#3'...), so a row keeps its
 * state (a running blacklist action) when the list refetches. `itemOf` gives the episode or movie id.
 * Usage: `const rowKey = useHistoryRowKeys(entries, (e) => e.sonarrEpisodeId)`.
 */
export function useHistoryRowKeys<Entry extends HistoryEntryBase>(
  entries: readonly Entry[],
  itemOf: (entry: Entry) => number,
): (entry: Entry) => string {
  return useMemo(() => {
    const keys = new Map<Entry, string>();
    const seen = new Map<string, number>();
    for (const entry of entries) {
      const signature = entrySignature({ ...entry, itemId: itemOf(entry) });
      const count = (seen.get(signature) ?? 0) + 1;
      seen.set(signature, count);
      keys.set(entry, count === 1 ? signature : `${signature}#${count}`);
    }
    return (entry: Entry) => keys.get(entry) ?? entrySignature({ ...entry, itemId: itemOf(entry) });
    // Pass a module-level itemOf so the keys only change with the entries.
  }, [entries, itemOf]);
}
