import { languageInfo } from './languages';
import type { DemoState, HistoryAction, HistoryRecord, MediaKind } from './types';

export interface HistoryInput {
  kind: MediaKind;
  itemId: number;
  action: HistoryAction;
  code2: string;
  forced?: boolean;
  hi?: boolean;
  provider?: string | null;
  /** Raw score out of 360 (episodes) or 120 (movies). */
  score?: number | null;
  subsId?: string | null;
  subtitlesPath: string | null;
  matches?: string[];
  dontMatches?: string[];
  /** Extra words for sync/mod/translate descriptions. */
  detail?: string;
  time: number;
}

/** '91.67%' like Bazarr: a percentage of the maximum score for the media kind. */
export function scoreText(kind: MediaKind, score: number): string {
  const percent = (score * 100) / (kind === 'episode' ? 360 : 120);
  const rounded = Math.round(percent * 100) / 100;
  return `${Number.isInteger(rounded) ? rounded.toFixed(1) : rounded}%`;
}

function describe(input: HistoryInput): string {
  const language = languageInfo(input.code2).name;
  const score =
    input.score === null || input.score === undefined
      ? ''
      : ` with a score of ${scoreText(input.kind, input.score)}`;
  switch (input.action) {
    case 0:
      return `${language} subtitles deleted from disk.`;
    case 1:
      return `${language} subtitles downloaded from ${input.provider ?? 'a provider'}${score}.`;
    case 2:
      return `${language} subtitles downloaded from ${input.provider ?? 'a provider'}${score} (manual search).`;
    case 3:
      return `${language} subtitles upgraded from ${input.provider ?? 'a provider'}${score}.`;
    case 4:
      return `${language} Subtitles manually uploaded.`;
    case 5:
      return `${language} subtitles ${input.detail ?? 'synced'}.`;
    case 6:
      return `${language} subtitles translated${input.detail ? ` from ${input.detail}` : ''}.`;
  }
}

export function recordHistory(state: DemoState, input: HistoryInput): HistoryRecord {
  const record: HistoryRecord = {
    id: state.nextHistoryId,
    kind: input.kind,
    itemId: input.itemId,
    action: input.action,
    code2: input.code2,
    forced: input.forced ?? false,
    hi: input.hi ?? false,
    provider: input.provider ?? null,
    score:
      input.score === null || input.score === undefined ? null : scoreText(input.kind, input.score),
    subsId: input.subsId ?? null,
    subtitlesPath: input.subtitlesPath,
    description: describe(input),
    time: input.time,
    matches: input.matches ?? [],
    dontMatches: input.dontMatches ?? [],
    upgradable:
      input.action === 1 &&
      input.score !== undefined &&
      input.score !== null &&
      input.score < (input.kind === 'episode' ? 360 : 120),
  };
  state.nextHistoryId += 1;
  state.history.push(record);
  return record;
}

/** Newest first, as the history routes answer. */
export function historyOf(state: DemoState, kind: MediaKind, itemId?: number): HistoryRecord[] {
  return state.history
    .filter((record) => record.kind === kind && (itemId === undefined || record.itemId === itemId))
    .sort((a, b) => b.time - a.time || b.id - a.id);
}
