/** The fields of a language that its badge shows (subtitle, missing subtitle or profile item). */
export interface LanguageLike {
  code2: string;
  name: string;
  hi?: boolean;
  forced?: boolean;
}

/** 'code': en, en:HI, en:Forced. 'name': English, English HI, English Forced (docs/behaviour.md §9). */
export type LanguageFormat = 'code' | 'name';

/** The label of a language without a name or code. */
export const UNKNOWN_LANGUAGE = 'Unknown';

/** The text of a language badge in the chosen format. */
export function languageLabel(language: LanguageLike, format: LanguageFormat = 'code'): string {
  // A language the backend cannot name (empty code or name) still gets a label.
  const base = (format === 'code' ? language.code2 : language.name).trim() || UNKNOWN_LANGUAGE;
  const separator = format === 'code' ? ':' : ' ';
  if (language.hi) return `${base}${separator}HI`;
  if (language.forced) return `${base}${separator}Forced`;
  return base;
}
