import { LANGUAGE_TABLE } from '../state/languages';

const CODES = new Set(LANGUAGE_TABLE.flatMap((language) => [language.code2, language.code3]));
const CODE3_TO_2 = new Map(LANGUAGE_TABLE.map((language) => [language.code3, language.code2]));
const FLAGS = new Set(['forced', 'hi', 'sdh', 'cc']);

/** What guessit tells Bazarr about an uploaded file name: language, season and episode (0 when absent). */
export function parseSubtitleName(filename: string) {
  const tokens = filename.split('.');
  if (tokens.length > 1) tokens.pop();
  let language: string | null = null;
  for (let index = tokens.length - 1; index >= 1; index -= 1) {
    const token = (tokens[index] ?? '').toLowerCase();
    if (FLAGS.has(token)) continue;
    if (CODES.has(token)) language = CODE3_TO_2.get(token) ?? token;
    break;
  }
  const episodeCode =
    /s(\d{1,2})e(\d{1,4})/i.exec(filename) ?? /\b(\d{1,2})x(\d{1,3})\b/.exec(filename);
  let season = 0;
  let episode = 0;
  if (episodeCode) {
    season = Number(episodeCode[1]);
    episode = Number(episodeCode[2]);
  } else {
    const absolute = /[\s.]-[\s.](\d{1,4})(?=[\s.[])/.exec(filename);
    if (absolute) episode = Number(absolute[1]);
  }
  return { filename, subtitle_language: language, season, episode };
}
