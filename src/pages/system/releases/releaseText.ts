import { safeExternalHref } from '../../../components';

/** A piece of a release-note line: plain text, or the text of a markdown link that may be followed. */
export type ReleaseSegment = { text: string } | { text: string; href: string };

interface LinkMatch {
  /** The link's text, its own markdown links reduced to their text (a link cannot hold a link). */
  text: string;
  url: string;
  /** Index just past the closing ')'. */
  end: number;
}

/** Index of the character closing the one at `start` ('[' -> ']', '(' -> ')'), counting nested pairs; -1 if none. */
function closingIndex(line: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let index = start; index < line.length; index += 1) {
    if (line[index] === open) depth += 1;
    else if (line[index] === close && --depth === 0) return index;
  }
  return -1;
}

/** Links inside a link text are read one level deep; deeper ones stay as written (bounds the work on hostile lines). */
const MAX_NESTING = 1;

/** The markdown link '[text](url)' starting at `start`, or null when the text there is not one. */
function linkAt(line: string, start: number, nesting: number): LinkMatch | null {
  const textEnd = closingIndex(line, start, '[', ']');
  if (textEnd < 0 || line[textEnd + 1] !== '(') return null;
  const urlEnd = closingIndex(line, textEnd + 1, '(', ')');
  if (urlEnd < 0) return null;
  const url = line.slice(textEnd + 2, urlEnd).trim();
  if (/\s/.test(url)) return null;
  const text = line.slice(start + 1, textEnd);
  return {
    text: nesting < MAX_NESTING ? textOf(parseLine(text, nesting + 1)) : text,
    url,
    end: urlEnd + 1,
  };
}

/**
 * A release-note line as text and links: every markdown link '[text](url)' becomes its text (brackets nested
 * in the text and parentheses nested in the url included), a link only when the url is http(s). The text
 * stays text: nothing in it is ever read as HTML.
 */
export function parseReleaseLine(line: string): ReleaseSegment[] {
  return parseLine(line, 0);
}

const textOf = (segments: readonly ReleaseSegment[]) =>
  segments.map((segment) => segment.text).join('');

function parseLine(line: string, nesting: number): ReleaseSegment[] {
  const segments: ReleaseSegment[] = [];
  let plain = '';
  let index = 0;
  while (index < line.length) {
    const link = line[index] === '[' ? linkAt(line, index, nesting) : null;
    if (!link) {
      plain += line[index];
      index += 1;
      continue;
    }
    // Normalised by URL: quotes and angle brackets in the url arrive percent-encoded.
    const href = safeExternalHref(link.url) && new URL(link.url).href;
    if (href && link.text.trim() !== '') {
      if (plain) segments.push({ text: plain });
      plain = '';
      segments.push({ text: link.text, href });
    } else {
      plain += link.text;
    }
    index = link.end;
  }
  if (plain) segments.push({ text: plain });
  return segments;
}

/** A release-note line as plain text: markdown links become their text (docs/behaviour.md §3 Release body). */
export function releaseLineText(line: string): string {
  return textOf(parseReleaseLine(line));
}

/** The lines worth showing, as text and links: blank lines dropped, the ends of each line trimmed. */
export function releaseChanges(body: readonly string[]): ReleaseSegment[][] {
  return body.flatMap((line) => {
    const segments = parseReleaseLine(line.trim());
    return releaseLineText(line).trim() === '' ? [] : [trimEnds(segments)];
  });
}

/** Trims the line's outer spaces that a link at either end left in its neighbouring text. */
function trimEnds(segments: ReleaseSegment[]): ReleaseSegment[] {
  const trimmed = segments.map((segment) => ({ ...segment }));
  const first = trimmed[0];
  const last = trimmed[trimmed.length - 1];
  if (first && !('href' in first)) first.text = first.text.trimStart();
  if (last && !('href' in last)) last.text = last.text.trimEnd();
  return trimmed.filter((segment) => segment.text !== '');
}
