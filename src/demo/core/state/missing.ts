import { fillsItem } from '../../../domain/bazarrRules';
import type { LanguageProfile, SubtitleRecord } from './types';

export interface LanguageKey {
  code2: string;
  forced: boolean;
  hi: boolean;
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
  const found = wanted.filter((item) => present.some((subtitle) => fillsItem(item, subtitle)));
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
