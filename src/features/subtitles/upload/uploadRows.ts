import type { SubtitleInfo } from '../../../api/schemas/subtitles';
import type { LanguageChoice } from '../languages/useItemProfile';
import type { NameLanguageGuess } from './seasonPack/languageNames';

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
  /** Came out of a zip (a season pack): without an episode it is left out, not an error. */
  fromPack?: boolean;
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
  fromPack: boolean;
}

export type RowCheck =
  | { state: 'valid' }
  | { state: 'warning' | 'error' | 'skipped'; message: string }
  | { state: 'pending' };

/** docs/behaviour.md §5 and §8 texts. */
export const UPLOAD_MESSAGES = {
  noLanguage: 'Language is not selected',
  noEpisode: 'Episode is not selected',
  override: 'Override existing subtitle',
  formInvalid: 'Some files cannot be uploaded, please check',
  invalidRow: "Invalid language or episode. This shouldn't happen, please report this bug.",
  /** Our own text: a file of a season pack that no episode matched is left out until one is chosen. */
  notMatched: 'No episode matched: choose one to upload this file',
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
    /** Our own reading of the name, for what Bazarr's does not answer (absolute numbers, bare 102). */
    localEpisode?: (name: string) => number | undefined;
    /** Our own reading of the language and type tags at the end of the name. */
    localLanguage?: (name: string) => NameLanguageGuess;
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

/** Forced or HI: a tag of the name first (Forced wins), then Bazarr's guess, then the language's own flags. */
function typeOf(
  local: NameLanguageGuess | undefined,
  bazarr: LanguageChoice | undefined,
  language: LanguageChoice | undefined,
) {
  if (local?.forced) return { forced: true, hi: false };
  if (local?.hi) return { forced: false, hi: true };
  const source = bazarr ?? language;
  return { forced: source?.forced ?? false, hi: source?.hi ?? false };
}

/** The language and type the name tells: our reading of its tags first, then Bazarr's, then the first choice. */
function nameLanguage(draft: UploadDraft, context: ResolveContext, info: SubtitleInfo | undefined) {
  const { guesses, choices } = context;
  const local = guesses?.localLanguage?.(draft.file.name);
  const bazarr = info ? guessedLanguage(info.subtitle_language, choices) : undefined;
  const localChoice = choices.find((choice) => choice.code2 === local?.language);
  const language = localChoice ?? bazarr ?? choices[0];
  return { code2: language?.code2 ?? null, ...typeOf(local, bazarr, language) };
}

export function resolveRow(draft: UploadDraft, context: ResolveContext): UploadRow {
  const { guesses } = context;
  const info = guesses?.infoByName?.get(draft.file.name);
  const language = nameLanguage(draft, context, info);
  const bazarrEpisode = info ? guesses?.episodeAt(info.season, info.episode) : undefined;
  const localEpisode = guesses?.localEpisode?.(draft.file.name);
  // Season 0 is Bazarr's answer for a name without a season (an absolute number): ours reads those better.
  const guessedEpisode =
    (info?.season === 0 ? (localEpisode ?? bazarrEpisode) : (bazarrEpisode ?? localEpisode)) ??
    null;
  const pending = guesses !== undefined && guesses.loading && info === undefined;
  return {
    id: draft.id,
    file: draft.file,
    language: draft.language !== undefined ? draft.language : language.code2,
    hi: draft.hi ?? language.hi,
    forced: draft.forced ?? language.forced,
    episodeId: draft.episodeId !== undefined ? draft.episodeId : guessedEpisode,
    pending,
    fromPack: draft.fromPack ?? false,
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
    return row.fromPack
      ? { state: 'skipped', message: UPLOAD_MESSAGES.notMatched }
      : { state: 'error', message: UPLOAD_MESSAGES.noEpisode };
  if (hasFileIn(existingSubtitles(row), row.language))
    return { state: 'warning', message: UPLOAD_MESSAGES.override };
  return { state: 'valid' };
}

const sendable = (check: RowCheck) => check.state === 'valid' || check.state === 'warning';

/**
 * docs/behaviour.md §5: the form can be sent when there are files and none of them is in error (or still being
 * read). Files of a season pack without an episode are left out; at least one file must remain.
 */
export function canUpload(checks: readonly RowCheck[]): boolean {
  return (
    checks.some(sendable) && checks.every((check) => sendable(check) || check.state === 'skipped')
  );
}

/** The rows Upload sends: the skipped ones are left out. */
export function rowsToSend(rows: readonly UploadRow[], checks: readonly RowCheck[]): UploadRow[] {
  return rows.filter((_, index) => {
    const check = checks[index];
    return check !== undefined && sendable(check);
  });
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
