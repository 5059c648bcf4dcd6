import type { LanguageProfile, ProfileItem, SubtitleRecord } from './types';

export interface LanguageKey {
  code2: string;
  forced: boolean;
  hi: boolean;
}

function satisfies(item: ProfileItem, subtitle: SubtitleRecord): boolean {
  if (subtitle.code2 !== item.language) return false;
  if (item.forced === 'True') return subtitle.forced;
  if (subtitle.forced) return false;
  // A normal item accepts an HI file too; an HI item needs one.
  return item.hi === 'True' ? subtitle.hi : true;
}

/**
 * What a profile still wants for one video, as Bazarr's indexer computes it: one entry per profile item with no
 * matching subtitle, skipping items excluded by the audio language and stopping at the cutoff.
 */
export function missingSubtitles(
  profile: LanguageProfile | undefined,
  subtitles: readonly SubtitleRecord[],
  audio: readonly string[],
  useEmbedded: boolean,
): LanguageKey[] {
  if (!profile) return [];
  const present = useEmbedded ? subtitles : subtitles.filter((subtitle) => subtitle.path !== null);
  const wanted = profile.items.filter(
    (item) => !(item.audio_exclude === 'True' && audio.includes(item.language)),
  );
  const found = wanted.filter((item) => present.some((subtitle) => satisfies(item, subtitle)));
  const cutoffMet =
    profile.cutoff !== null &&
    found.some((item) => profile.cutoff === 65535 || item.id === profile.cutoff);
  if (cutoffMet) return [];
  return wanted
    .filter((item) => !found.includes(item))
    .map((item) => ({
      code2: item.language,
      forced: item.forced === 'True',
      hi: item.hi === 'True',
    }));
}
