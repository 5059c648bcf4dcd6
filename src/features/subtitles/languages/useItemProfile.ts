import { useMemo } from 'react';
import {
  selectLanguageProfile,
  useGetLanguageProfilesQuery,
  useGetLanguagesQuery,
} from '../../../api/languages';
import { useAppSelector } from '../../../lib/hooks';
import type { Language, LanguageProfile } from '../../../api/schemas/languages';
import { isTrue } from '../../../api/schemas/common';

/** A language a subtitle can be in, with the flags a profile item asks for. */
export interface LanguageChoice {
  code2: string;
  name: string;
  hi: boolean;
  forced: boolean;
}

export interface ItemProfile {
  /** The item's language profile; undefined while loading or when the item has none. */
  profile: LanguageProfile | undefined;
  /** The profile list has been read (so an undefined profile really means 'none'). */
  loaded: boolean;
}

/** The language profile with this id (profiles never go stale, so this reads the cache after the first load). */
export function useItemProfile(profileId: number | null | undefined): ItemProfile {
  const { isSuccess } = useGetLanguageProfilesQuery();
  const profile = useAppSelector((state) => selectLanguageProfile(state, profileId));
  return { profile, loaded: isSuccess };
}

function nameOf(languages: readonly Language[] | undefined, code2: string): string {
  return languages?.find((language) => language.code2 === code2)?.name ?? code2;
}

/**
 * The languages an upload may be in: the profile's languages first (with the flags of their first item), then
 * the other enabled languages. 'any' profile items are skipped: an upload needs a real language.
 */
export function useUploadLanguages(profile: LanguageProfile | undefined): LanguageChoice[] {
  const { data: languages } = useGetLanguagesQuery();
  return useMemo(() => {
    const choices: LanguageChoice[] = [];
    const seen = new Set<string>();
    for (const item of profile?.items ?? []) {
      if (item.language === 'any' || seen.has(item.language)) continue;
      seen.add(item.language);
      choices.push({
        code2: item.language,
        name: nameOf(languages, item.language),
        hi: isTrue(item.hi),
        forced: isTrue(item.forced),
      });
    }
    for (const language of languages ?? []) {
      if (!language.enabled || seen.has(language.code2)) continue;
      seen.add(language.code2);
      choices.push({ code2: language.code2, name: language.name, hi: false, forced: false });
    }
    return choices;
  }, [profile, languages]);
}

/** The code2 of the languages a profile asks for ('any' means every language). */
export function profileLanguageCodes(profile: LanguageProfile | undefined): Set<string> | 'any' {
  const codes = new Set<string>();
  for (const item of profile?.items ?? []) {
    if (item.language === 'any') return 'any';
    codes.add(item.language);
  }
  return codes;
}
