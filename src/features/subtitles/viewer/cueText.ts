import type { SubtitleCue } from '../../../api/schemas/subtitleContents';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** '01:02:03.045': a cue's time as subtitle editors write it (hours always shown). */
export function formatCueTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/**
 * A cue's text as shown: the line breaks of SubStation files (`\N`, `\n`) as real ones; everything else (tags,
 * markup, anything a file holds) stays as written and is shown as text, never read as HTML.
 */
export function cueDisplayText(text: string): string {
  return text.replace(/\\[Nn]/g, '\n');
}

/** A cue as the viewer lists it: its place in the file (the row's key), the cue, and what a search looks in. */
export interface CueRow {
  key: number;
  cue: SubtitleCue;
  start: string;
  end: string;
  text: string;
  /** The text and the times, which the table's search matches case and accent insensitively. */
  search: string;
}

export function cueRows(cues: readonly SubtitleCue[]): CueRow[] {
  return cues.map((cue, key) => {
    const start = formatCueTime(cue.startMs);
    const end = formatCueTime(cue.endMs);
    const text = cueDisplayText(cue.text);
    return { key, cue, start, end, text, search: `${start} ${end} ${text}` };
  });
}
