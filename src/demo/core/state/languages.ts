import table from '../seed/data/languages.json';

export interface LanguageInfo {
  name: string;
  code2: string;
  code3: string;
}

/** The 187 languages Bazarr knows, as [name, code2, code3]. */
export const LANGUAGE_TABLE: readonly LanguageInfo[] = (table as [string, string, string][]).map(
  ([name, code2, code3]) => ({
    name,
    code2,
    code3,
  }),
);

const BY_CODE2 = new Map(LANGUAGE_TABLE.map((language) => [language.code2, language]));

export function findLanguage(code2: string): LanguageInfo | undefined {
  return BY_CODE2.get(code2);
}

export function languageInfo(code2: string): LanguageInfo {
  return BY_CODE2.get(code2) ?? { name: code2, code2, code3: code2 };
}
