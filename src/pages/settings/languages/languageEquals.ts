import type { Language } from '../../../api/schemas/languages';

/** One side of a language equal: a language (code3) with its HI or Forced flag (never both). */
export interface EqualSide {
  code3: string;
  hi: boolean;
  forced: boolean;
}

export interface LanguageEqual {
  source: EqualSide;
  target: EqualSide;
}

/**
 * Bazarr's format for general.language_equals items: 'eng@hi:fre' — each side a code3 with '@hi' or '@forced'
 * (the backend reads them with babelfish). An unreadable item is dropped (Bazarr logs and ignores it).
 */
function decodeSide(text: string | undefined): EqualSide | null {
  if (!text) return null;
  const [code3, decoration] = text.split('@');
  if (!code3) return null;
  return { code3, hi: decoration === 'hi', forced: decoration === 'forced' };
}

export function decodeEqual(text: string): LanguageEqual | null {
  const [first, second, ...rest] = text.split(':');
  const source = decodeSide(first);
  const target = decodeSide(second);
  return source && target && rest.length === 0 ? { source, target } : null;
}

function encodeSide(side: EqualSide): string {
  if (side.hi) return `${side.code3}@hi`;
  if (side.forced) return `${side.code3}@forced`;
  return side.code3;
}

export function encodeEqual(equal: LanguageEqual): string {
  return `${encodeSide(equal.source)}:${encodeSide(equal.target)}`;
}

/** docs/behaviour.md §4: ticking HI clears Forced and vice versa. */
export function withFlag(side: EqualSide, flag: 'hi' | 'forced', checked: boolean): EqualSide {
  if (flag === 'hi') return { ...side, hi: checked, forced: checked ? false : side.forced };
  return { ...side, forced: checked, hi: checked ? false : side.hi };
}

/** A new row: the first enabled language on both sides. */
export function newEqual(language: Language): LanguageEqual {
  const side = { code3: language.code3, hi: false, forced: false };
  return { source: side, target: { ...side } };
}
