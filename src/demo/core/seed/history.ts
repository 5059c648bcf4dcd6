import { recordHistory } from '../state/history';
import { subtitlePathFor } from '../state/media';
import { DAY_MS } from '../state/time';
import type { BlacklistRecord, DemoState, HistoryAction, MediaKind } from '../state/types';
import type { Random } from './random';

const PROVIDERS = ['opensubtitlescom', 'podnapisi', 'subdl', 'embeddedsubtitles', 'addic7ed'];
const EPISODE_MATCHES = [
  'series',
  'season',
  'episode',
  'year',
  'release_group',
  'source',
  'resolution',
  'video_codec',
];
const MOVIE_MATCHES = ['title', 'year', 'release_group', 'source', 'resolution', 'video_codec'];
const ACTIONS: HistoryAction[] = [1, 1, 1, 2, 3, 4, 5, 0, 6];

/** History spread over the last 60 days (every action code appears), and a blacklist from part of it. */
export function seedHistory(
  state: DemoState,
  random: Random,
  now: number,
  counts: Record<MediaKind, number>,
): void {
  for (const kind of ['episode', 'movie'] as const) {
    const ids = kind === 'episode' ? [...state.episodes.keys()] : [...state.movies.keys()];
    const matches = kind === 'episode' ? EPISODE_MATCHES : MOVIE_MATCHES;
    const maxScore = kind === 'episode' ? 360 : 120;
    for (let n = 0; n < counts[kind] && ids.length > 0; n += 1) {
      const itemId = random.pick(ids);
      const record = kind === 'episode' ? state.episodes.get(itemId) : state.movies.get(itemId);
      if (!record) continue;
      const action = n < ACTIONS.length ? (ACTIONS[n] ?? 1) : random.pick(ACTIONS);
      const code2 = random.pick(['en', 'en', 'fr', 'es']);
      const fromProvider = action === 1 || action === 2 || action === 3;
      const provider = fromProvider ? random.pick(PROVIDERS) : action === 4 ? 'manual' : null;
      const cut = random.int(1, 3);
      recordHistory(state, {
        kind,
        itemId,
        action,
        code2,
        provider,
        score: fromProvider
          ? random.int(Math.floor(maxScore * 0.75), maxScore)
          : action === 4
            ? maxScore
            : null,
        subsId: fromProvider ? `${provider}-${random.int(100_000, 9_999_999)}` : null,
        subtitlesPath: subtitlePathFor(record.path, code2, false, false),
        matches: fromProvider ? matches.slice(0, matches.length - cut) : [],
        dontMatches: fromProvider ? matches.slice(matches.length - cut) : [],
        detail: action === 6 ? 'English' : undefined,
        // The first entries land in the last hour, so the newest rows read 'x minutes ago'.
        time: n < 5 ? now - (n + 1) * 7 * 60_000 : now - random.int(0, 60 * DAY_MS),
      });
    }
  }
  state.blacklist = seedBlacklist(state, random, now);
}

function seedBlacklist(state: DemoState, random: Random, now: number): BlacklistRecord[] {
  const downloads = state.history.filter(
    (record) => record.provider !== null && record.subsId !== null && record.action !== 4,
  );
  const picked = new Map<string, BlacklistRecord>();
  for (const kind of ['episode', 'movie'] as const) {
    const candidates = downloads.filter((record) => record.kind === kind);
    for (let n = 0; n < 3 && candidates.length > 0; n += 1) {
      const record = random.pick(candidates);
      const key = `${record.provider}|${record.subsId}`;
      if (picked.has(key) || record.provider === null || record.subsId === null) continue;
      picked.set(key, {
        kind,
        itemId: record.itemId,
        provider: record.provider,
        subsId: record.subsId,
        code2: record.code2,
        forced: false,
        hi: false,
        time: now - random.int(60_000, 20 * DAY_MS),
      });
    }
  }
  return [...picked.values()];
}
