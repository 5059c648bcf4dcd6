/**
 * The language and type a subtitle file name tells, as release names write them at the end:
 * 'Show.S01E02.en.srt', '.eng.', '.English.', '.pt-BR.', '.forced.', '.hi.' or '.sdh.' (hearing impaired).
 * Only the tags after the last other word count, so a title word ('It', 'No') is never read as a language.
 */

/** A language the name may be in: Bazarr's code2 and code3 and its English name. */
export interface NameLanguage {
  code2: string;
  code3?: string;
  name: string;
}

export interface NameLanguageGuess {
  /** code2, or undefined when the name has no tag of the given languages. */
  language?: string;
  forced: boolean;
  hi: boolean;
}

const FORCED_TAGS = new Set(['forced', 'foreign']);
/** As for Bazarr's own file names, '.hi.' means hearing impaired here, not Hindi. */
const HI_TAGS = new Set(['hi', 'sdh', 'cc']);

/** Regional tags Bazarr keeps as languages of their own (its code2 for them). */
const REGIONAL: Readonly<Record<string, string>> = {
  'pt-br': 'pb',
  ptbr: 'pb',
  pob: 'pb',
  'zh-tw': 'zt',
  'zh-hant': 'zt',
  'es-419': 'ea',
  'es-mx': 'ea',
};

/** The tags at the end of the name, last first ('Show.S01E02.720p.pt-BR.forced.srt': forced, pt-br, 720p...). */
function tailTags(name: string): string[] {
  const stem = name
    .replace(/\.[a-z0-9]{2,4}$/i, '')
    // 'pt_BR' is one tag, though '_' separates the others.
    .replace(/(?<=^|[.\s[(])(pt|zh|es)_(br|tw|hant|419|mx)(?=$|[.\s\])])/gi, '$1-$2');
  return stem
    .split(/[.\s_[\]()]+/)
    .filter((tag) => tag !== '')
    .map((tag) => tag.toLowerCase())
    .reverse();
}

function languageOf(tag: string, languages: readonly NameLanguage[]): string | undefined {
  const code = REGIONAL[tag] ?? tag;
  const found = languages.find(
    (language) =>
      language.code2 === code ||
      language.code3?.toLowerCase() === code ||
      language.name.toLowerCase() === code,
  );
  return found?.code2;
}

export function languageFromName(
  name: string,
  languages: readonly NameLanguage[],
): NameLanguageGuess {
  const guess: NameLanguageGuess = { forced: false, hi: false };
  for (const tag of tailTags(name)) {
    if (FORCED_TAGS.has(tag)) guess.forced = true;
    else if (HI_TAGS.has(tag)) guess.hi = true;
    else if (guess.language === undefined && languageOf(tag, languages) !== undefined)
      guess.language = languageOf(tag, languages);
    else break;
  }
  return guess;
}
