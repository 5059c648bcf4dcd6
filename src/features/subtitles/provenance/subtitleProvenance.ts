import type { SubtitleLanguage } from '../../../api/schemas/common';
import type { EpisodeHistoryEntry, MovieHistoryEntry } from '../../../api/schemas/history';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';

/** The history fields the join reads: episode and movie entries both have them. */
export type ProvenanceEntry = Pick<
  EpisodeHistoryEntry | MovieHistoryEntry,
  | 'action'
  | 'language'
  | 'provider'
  | 'score'
  | 'timestamp'
  | 'parsed_timestamp'
  | 'subtitles_path'
  | 'description'
>;

/** A present subtitle file of an item. */
export interface ProvenanceSubtitle extends Pick<SubtitleLanguage, 'code2' | 'hi' | 'forced'> {
  path: string | null;
}

/**
 * How a subtitle got there, by history action (docs/behaviour.md §3: 1 Download ... 6 Translated). A deletion never explains a
 * present file, and a code outside the table says nothing either: both read 'Unknown'.
 */
const HOW: Readonly<Record<number, string>> = {
  1: 'Downloaded',
  2: 'Manual',
  3: 'Upgraded',
  4: 'Uploaded',
  5: 'Synced',
  6: 'Translated',
};

/** The title over a subtitle's provenance (chip menus, the movie table's popover). */
export const PROVENANCE_TITLE = 'Source';

export const UNKNOWN_HOW = 'Unknown';

export function provenanceWord(action: number): string {
  return HOW[action] ?? UNKNOWN_HOW;
}

/** 'MM/DD/YY HH:MM:SS' as a text that sorts by time ('YY/MM/DD HH:MM:SS'), or null when it is not that shape. */
function sortableTime(parsed: string | null): string | null {
  const match = parsed?.match(/^(\d\d)\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d)$/);
  return match ? `${match[3]}/${match[1]}/${match[2]} ${match[4]}` : null;
}

function sameLanguage(entry: ProvenanceEntry, subtitle: ProvenanceSubtitle): boolean {
  const { language } = entry;
  return (
    language !== null &&
    language.code2 === subtitle.code2 &&
    language.hi === subtitle.hi &&
    language.forced === subtitle.forced
  );
}

/** Paths are compared only when both sides have one (an embedded track or an old entry may have none). */
function samePath(entry: ProvenanceEntry, subtitle: ProvenanceSubtitle): boolean {
  return entry.subtitles_path === null || subtitle.path === null
    ? true
    : entry.subtitles_path === subtitle.path;
}

/**
 * The history entry that explains a present subtitle: the latest entry in the same language (code, HI and forced
 * alike) and, where both have one, at the same path. Latest by `parsed_timestamp`; entries without a readable date
 * keep the server's order (newest first). Null when no entry matches, or when the latest one is a deletion (the
 * file came back without a trace in the history).
 */
export function findProvenance<Entry extends ProvenanceEntry>(
  entries: readonly Entry[],
  subtitle: ProvenanceSubtitle,
): Entry | null {
  let latest: Entry | null = null;
  let latestTime: string | null = null;
  for (const entry of entries) {
    if (!sameLanguage(entry, subtitle) || !samePath(entry, subtitle)) continue;
    const time = sortableTime(entry.parsed_timestamp);
    const newer = latest === null || (time !== null && latestTime !== null && time > latestTime);
    if (newer) {
      latest = entry;
      latestTime = time;
    }
  }
  return latest === null || latest.action === 0 ? null : latest;
}

/** What a subtitle's source button and its popover show. */
export interface ProvenancePopoverProps {
  target: SubtitleTarget;
  subtitle: ProvenanceSubtitle & { name: string };
}
