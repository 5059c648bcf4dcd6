/**
 * Bazarr's rules about subtitles and language profiles, as pure functions over the fields Bazarr sends: the app
 * (pages, features) and the demo's fake Bazarr (src/demo/core) decide them the same way. Imports nothing, so the
 * demo core may use it.
 */

/** A language profile's item, with Bazarr's Python booleans ('True' / 'False'). */
export interface ProfileItemFlags {
  language: string;
  forced: string;
  hi: string;
}

/** A subtitle (a file or an embedded track): its language and type flags. */
export interface SubtitleFlags {
  code2: string;
  forced: boolean;
  hi: boolean;
}

/**
 * Whether a subtitle fills a profile item, as Bazarr decides it: same language; a forced item wants a forced
 * subtitle; a hearing-impaired item wants an HI one; a normal item takes a normal or an HI one, not a forced one.
 */
export function fillsItem(item: ProfileItemFlags, subtitle: SubtitleFlags): boolean {
  if (subtitle.code2 !== item.language) return false;
  if (item.forced === 'True') return subtitle.forced;
  if (subtitle.forced) return false;
  // A normal item accepts an HI file too; an HI item needs one.
  return item.hi === 'True' ? subtitle.hi : true;
}

/** What a subtitle is for: forced (foreign parts only), hearing-impaired, or normal. Forced wins over HI. */
export type SubtitleType = 'forced' | 'hi' | 'normal';

/**
 * A subtitle's one type. Stricter than `fillsItem` on purpose: the clean-up (src/features/cleanup) compares
 * types one to one (an HI file is not a normal one there), where Bazarr lets an HI file fill a normal item.
 */
export function subtitleType({ forced, hi }: { forced: boolean; hi: boolean }): SubtitleType {
  if (forced) return 'forced';
  return hi ? 'hi' : 'normal';
}
