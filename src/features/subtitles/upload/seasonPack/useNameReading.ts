import { useMemo } from 'react';
import { useGetLanguagesQuery } from '../../../../api/languages';
import type { LanguageProfile } from '../../../../api/schemas/languages';
import { profileLanguageCodes } from '../../languages/useItemProfile';
import {
  absoluteNumbers,
  episodeFromName,
  matchEpisode,
  type NumberedEpisode,
} from './episodeNames';
import { languageFromName, type NameLanguage } from './languageNames';

/** The languages a name's tags are read against: the profile's (every enabled one for an 'any' profile). */
function useProfileNameLanguages(profile: LanguageProfile | undefined): NameLanguage[] {
  const { data: languages } = useGetLanguagesQuery();
  return useMemo(() => {
    const codes = profileLanguageCodes(profile);
    return (languages ?? []).filter((language) =>
      codes === 'any' ? language.enabled : codes.has(language.code2),
    );
  }, [languages, profile]);
}

/** Our own reading of subtitle file names for a series: its episodes (absolute numbers too) and its languages. */
export function useNameReading(
  episodes: readonly NumberedEpisode[],
  profile: LanguageProfile | undefined,
) {
  const languages = useProfileNameLanguages(profile);
  return useMemo(() => {
    const byAbsolute = absoluteNumbers(episodes);
    return {
      localEpisode: (name: string) => matchEpisode(episodeFromName(name), episodes, byAbsolute),
      localLanguage: (name: string) => languageFromName(name, languages),
    };
  }, [episodes, languages]);
}
