import { useMemo } from 'react';
import { useGetLanguagesQuery } from '../../../api/languages';
import type { Language, LanguageProfile } from '../../../api/schemas/languages';
import {
  LANGUAGES_ENABLED_KEY,
  LANGUAGES_PROFILES_KEY,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';

const NO_LANGUAGES: readonly Language[] = [];

/** Every language Bazarr knows (the settings form has loaded them). */
export function useAllLanguages(): readonly Language[] {
  return useGetLanguagesQuery().data ?? NO_LANGUAGES;
}

/** The enabled languages as the form holds them now: a change to the Languages Filter counts at once. */
export function useEnabledLanguages(): readonly Language[] {
  const all = useAllLanguages();
  const staged = useSettingValue(LANGUAGES_ENABLED_KEY);
  return useMemo(() => {
    const codes = new Set(Array.isArray(staged) ? staged : []);
    return all.filter((language) => codes.has(language.code2));
  }, [all, staged]);
}

function isProfile(value: unknown): value is LanguageProfile {
  return typeof value === 'object' && value !== null && 'profileId' in value && 'items' in value;
}

/** The language profiles as the form holds them now (edited ones included), and a way to stage a new list. */
export function useStagedProfiles(): [
  readonly LanguageProfile[],
  (profiles: LanguageProfile[]) => void,
] {
  const staged = useSettingValue(LANGUAGES_PROFILES_KEY);
  const stage = useStageSetting(LANGUAGES_PROFILES_KEY);
  const profiles = useMemo(() => (Array.isArray(staged) ? staged.filter(isProfile) : []), [staged]);
  return [profiles, stage];
}
