import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TagType } from '../api/baseApi';

/**
 * Whole-list refreshes from events (badges, wanted, history...) happen at most once a gap per tag under a
 * stream (2 s, the badges 5 s): the first event at once, the last one always (a trailing refresh), those between
 * merged. A tag nobody shows costs nothing: invalidating it refetches no query.
 */
export const LIST_REFRESH_GAP_MS = 2000;

/**
 * The badges (counts in the navigation) are shown on every page, so they are read on every event that names them:
 * a scan names them with each episode. Counts a few seconds behind cost a user nothing; 5 s keeps a 3-minute
 * scan to 36 badges reads.
 */
export const BADGES_REFRESH_GAP_MS = 5000;

/** The gap of each tag: the badges' own, the lists' for the rest. */
export function refreshGapOf(key: string): number {
  return key === 'Badges' ? BADGES_REFRESH_GAP_MS : LIST_REFRESH_GAP_MS;
}

type Tag = TagDescription<TagType>;

export function tagKey(tag: Tag): string {
  return typeof tag === 'string' ? tag : `${tag.type}/${String(tag.id)}`;
}

export interface TagThrottle {
  add(tags: readonly Tag[]): void;
  clear(): void;
}

export function createTagThrottle(
  invalidate: (tags: Tag[]) => void,
  gapOf: (key: string) => number = refreshGapOf,
): TagThrottle {
  const lastSent = new Map<string, number>();
  const waiting = new Map<string, Tag>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dueAt = (key: string) => (lastSent.get(key) ?? Number.NEGATIVE_INFINITY) + gapOf(key);

  /** Sends the given tags as one invalidation and remembers when. */
  function send(tags: Map<string, Tag>) {
    if (tags.size === 0) return;
    const now = Date.now();
    for (const key of tags.keys()) lastSent.set(key, now);
    invalidate([...tags.values()]);
  }

  /** Sets the timer for the tag due first (again: a tag with a shorter gap may have become due sooner). */
  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return;
    const next = Math.min(...[...waiting.keys()].map(dueAt));
    timer = setTimeout(
      () => {
        timer = undefined;
        const now = Date.now();
        const due = new Map([...waiting].filter(([key]) => dueAt(key) <= now));
        due.forEach((_tag, key) => waiting.delete(key));
        send(due);
        schedule();
      },
      Math.max(0, next - Date.now()),
    );
  }

  return {
    add(tags) {
      const now = Date.now();
      // Keys quiet for a whole gap are forgotten, so the map stays as small as the tags in use.
      for (const key of lastSent.keys()) if (dueAt(key) <= now) lastSent.delete(key);
      const immediate = new Map<string, Tag>();
      for (const tag of tags) {
        const key = tagKey(tag);
        if (!waiting.has(key) && dueAt(key) <= now) immediate.set(key, tag);
        else waiting.set(key, tag);
      }
      send(immediate);
      schedule();
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
      lastSent.clear();
    },
  };
}
