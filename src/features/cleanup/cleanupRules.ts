import { isTrue, type Subtitle } from '../../api/schemas/common';
import type { LanguageProfile, ProfileItem } from '../../api/schemas/languages';
import { subtitleType } from '../../domain/bazarrRules';

/**
 * The clean-up rules (issue #19 item 3) as pure functions: each takes an item's subtitles (as GET episodes or
 * movies lists them) and its language profile, and gives back the external files it would delete. Embedded
 * tracks (path null) are never selected: there is no file to delete. Languages compare by their code2 as
 * Bazarr sends them, so a region is a language of its own: 'pb' (Portuguese (Brazil)) is not 'pt', 'zt'
 * (Chinese Traditional) is not 'zh', 'ea' (Spanish (Latino)) is not 'es'.
 */

/** A subtitle with a file on disk. */
export type SubtitleFile = Subtitle & { path: string };

export function isFile(subtitle: Subtitle): subtitle is SubtitleFile {
  return subtitle.path !== null && subtitle.path !== '';
}

const filesOf = (subtitles: readonly Subtitle[]): SubtitleFile[] => subtitles.filter(isFile);

/** The profile items that apply to a language: its own, and 'any' items (every language). */
function itemsFor(profile: LanguageProfile, code2: string): ProfileItem[] {
  return profile.items.filter((item) => item.language === code2 || item.language === 'any');
}

/**
 * Files in a language the profile does not list. Nothing without a profile, with an empty profile (it
 * says nothing about languages) or with an 'any' item (every language is wanted).
 */
export function filesNotInProfile(
  subtitles: readonly Subtitle[],
  profile: LanguageProfile | undefined,
): SubtitleFile[] {
  if (!profile || profile.items.length === 0) return [];
  if (profile.items.some((item) => item.language === 'any')) return [];
  const wanted = new Set(profile.items.map((item) => item.language));
  return filesOf(subtitles).filter((file) => !wanted.has(file.code2));
}

/**
 * Files that repeat an embedded track of the same language and type (forced, HI or normal): the player
 * already has that track. Needs no profile.
 */
export function filesDuplicatingEmbedded(subtitles: readonly Subtitle[]): SubtitleFile[] {
  const embedded = new Set(
    subtitles
      .filter((subtitle) => !isFile(subtitle))
      .map((track) => `${track.code2}:${subtitleType(track)}`),
  );
  return filesOf(subtitles).filter((file) => embedded.has(`${file.code2}:${subtitleType(file)}`));
}

/**
 * HI files of a language the profile wants only as normal subtitles, and normal files of a language it wants
 * only as HI, when that language also has a subtitle of the wanted type (a file or an embedded track): the
 * wrong-type copy goes, the language stays covered. Never the only subtitle of its language: Bazarr accepts an
 * HI file for a normal item, and deleting it would leave nothing to read. Forced files and forced profile items
 * take no part (forced is a type of its own), and a language the profile does not list is left to
 * `filesNotInProfile`. Nothing without a profile.
 */
export function filesWithUnwantedHi(
  subtitles: readonly Subtitle[],
  profile: LanguageProfile | undefined,
): SubtitleFile[] {
  if (!profile) return [];
  const present = new Set(
    subtitles.map((subtitle) => `${subtitle.code2}:${subtitleType(subtitle)}`),
  );
  return filesOf(subtitles).filter((file) => {
    const type = subtitleType(file);
    if (type === 'forced') return false;
    const items = itemsFor(profile, file.code2).filter((item) => !isTrue(item.forced));
    if (items.length === 0) return false;
    const wantsHi = items.some((item) => isTrue(item.hi));
    const wantsNormal = items.some((item) => !isTrue(item.hi));
    const unwanted = type === 'hi' ? wantsNormal && !wantsHi : wantsHi && !wantsNormal;
    const wantedType = type === 'hi' ? 'normal' : 'hi';
    return unwanted && present.has(`${file.code2}:${wantedType}`);
  });
}
