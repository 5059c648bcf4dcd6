import type { SubtitleInfo } from '../../../api/schemas/subtitles';
import type { LanguageChoice } from '../languages/useItemProfile';

/**
 * One file of an upload as the user left it. A field left `undefined` was not touched: it takes the guess from
 * the file name (series) or the default; `null` means the user cleared it.
 */
export interface UploadDraft {
  id: string;
  file: File;
  language?: string | null;
  hi?: boolean;
  forced?: boolean;
  episodeId?: number | null;
}

/** A file with every field decided. */
export interface UploadRow {
  id: string;
  file: File;
  /** code2. */
  language: string | null;
  hi: boolean;
  forced: boolean;
  /** Series uploads only. */
  episodeId: number | null;
  /** The file name is still being read (series): the guesses are not in yet. */
  pending: boolean;
}

export type RowCheck =
  { state: 'valid' } | { state: 'warning' | 'error'; message: string } | { state: 'pending' };

/** docs/behaviour.md §5 and §8 texts. */
export const UPLOAD_MESSAGES = {
  noLanguage: 'Language is not selected',
  noEpisode: 'Episode is not selected',
  override: 'Override existing subtitle',
  formInvalid: 'Some files cannot be uploaded, please check',
  invalidRow: "Invalid language or episode. This shouldn't happen, please report this bug.",
} as const;

/** What the rows are resolved against. */
export interface ResolveContext {
  choices: readonly LanguageChoice[];
  /** Series uploads guess the episode and language from the file name. */
  guesses?: {
    /** undefined while GET subtitles/info runs (or when it failed: then nothing is guessed). */
    infoByName: ReadonlyMap<string, SubtitleInfo> | undefined;
    loading: boolean;
    episodeAt: (season: number, episode: number) => number | undefined;
  };
}

/** 'en', 'en:hi' or 'en:forced' as guessit reports it, if it is a language the upload offers. */
function guessedLanguage(
  text: string,
  choices: readonly LanguageChoice[],
): LanguageChoice | undefined {
  const [code, flag] = text.toLowerCase().split(':');
  const choice = choices.find((candidate) => candidate.code2 === code);
  if (!choice) return undefined;
  return { ...choice, hi: flag === 'hi', forced: flag === 'forced' };
}

export function resolveRow(draft: UploadDraft, context: ResolveContext): UploadRow {
  const { guesses, choices } = context;
  const info = guesses?.infoByName?.get(draft.file.name);
  const guess = info ? guessedLanguage(info.subtitle_language, choices) : undefined;
  const language = guess ?? choices[0];
  const guessedEpisode = info ? (guesses?.episodeAt(info.season, info.episode) ?? null) : null;
  const pending = guesses !== undefined && guesses.loading && info === undefined;
  return {
    id: draft.id,
    file: draft.file,
    language: draft.language !== undefined ? draft.language : (language?.code2 ?? null),
    hi: draft.hi ?? language?.hi ?? false,
    forced: draft.forced ?? language?.forced ?? false,
    episodeId: draft.episodeId !== undefined ? draft.episodeId : guessedEpisode,
    pending,
  };
}

/** Whether a subtitle in this language with a file (not an embedded track) is already there. */
function hasFileIn(subtitles: readonly { code2: string; path: string | null }[], code2: string) {
  return subtitles.some(
    (subtitle) => subtitle.code2 === code2 && typeof subtitle.path === 'string',
  );
}

/**
 * docs/behaviour.md §4 row states: an error without a language or (series) an episode, a warning when a file in that
 * language would be replaced, else valid.
 */
export function checkRow(
  row: UploadRow,
  needsEpisode: boolean,
  existingSubtitles: (row: UploadRow) => readonly { code2: string; path: string | null }[],
): RowCheck {
  if (row.pending) return { state: 'pending' };
  if (row.language === null) return { state: 'error', message: UPLOAD_MESSAGES.noLanguage };
  if (needsEpisode && row.episodeId === null)
    return { state: 'error', message: UPLOAD_MESSAGES.noEpisode };
  if (hasFileIn(existingSubtitles(row), row.language))
    return { state: 'warning', message: UPLOAD_MESSAGES.override };
  return { state: 'valid' };
}

/** docs/behaviour.md §5: the form can be sent when there are files and none of them is in error (or still being read). */
export function canUpload(checks: readonly RowCheck[]): boolean {
  return (
    checks.length > 0 &&
    checks.every((check) => check.state === 'valid' || check.state === 'warning')
  );
}

/** A row ready to send: its language decided. Throws the docs/behaviour.md §8 text otherwise. */
export function sendableRow(row: UploadRow) {
  if (row.language === null) throw new Error(UPLOAD_MESSAGES.invalidRow);
  return { file: row.file, language: row.language, hi: row.hi, forced: row.forced };
}

/** A series row ready to send: language and episode decided. Throws the docs/behaviour.md §8 text otherwise. */
export function sendableEpisodeRow(row: UploadRow) {
  if (row.episodeId === null) throw new Error(UPLOAD_MESSAGES.invalidRow);
  return { ...sendableRow(row), episodeId: row.episodeId };
}
