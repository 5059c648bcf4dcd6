import { useMemo } from 'react';
import { useSettings } from '../../../api/settings';
import type { Subtitle } from '../../../api/schemas/common';
import type { LanguageProfile } from '../../../api/schemas/languages';
import { profileLanguageCodes } from './useItemProfile';

/**
 * Settings 'show only desired languages' (general.embedded_subs_show_desired): embedded tracks in languages the
 * profile does not ask for are hidden. Files are always shown.
 */
export function visibleSubtitles(
  subtitles: readonly Subtitle[],
  profile: LanguageProfile | undefined,
  onlyDesired: boolean,
): readonly Subtitle[] {
  if (!onlyDesired) return subtitles;
  const wanted = profileLanguageCodes(profile);
  if (wanted === 'any') return subtitles;
  return subtitles.filter((subtitle) => subtitle.path !== null || wanted.has(subtitle.code2));
}

/** The subtitles an item's row or table shows, per the setting above. */
export function useVisibleSubtitles(
  subtitles: readonly Subtitle[],
  profile: LanguageProfile | undefined,
): readonly Subtitle[] {
  const { settings } = useSettings();
  const onlyDesired = settings?.general.embedded_subs_show_desired === true;
  return useMemo(
    () => visibleSubtitles(subtitles, profile, onlyDesired),
    [subtitles, profile, onlyDesired],
  );
}
