import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TagType } from '../api/baseApi';
import { groupRawEvents } from './eventGroups';
import type { WrittenEntities } from '../api/entityActions';
import {
  createEntityReads,
  readUnlessCovered,
  refreshEntities,
  type EntityKind,
  type StoreAccess,
} from './entityRefresh';
import { showMessages, showProgress, type NotificationHandler } from './realtimeNotifications';
import { applyJobEvents } from './jobEvents';
import { toIds, type SocketEventAction, type SocketEventType } from './socketEvents';
import { createTagThrottle } from './tagThrottle';

/** What one event type refreshes: cached lists (by tag type), entities by id, or a notification. */
type Refresh =
  | { tags: readonly TagType[] }
  | { entity: EntityKind }
  | { notify: NotificationHandler }
  | {
      apply: (
        payloads: readonly unknown[],
        action: SocketEventAction,
        store: StoreAccess,
      ) => TagType[];
    };

/**
 * Event type -> what it refreshes. Tag types are invalidated whole: every cached page or filter of that
 * list (wanted, history...) refetches if shown and is dropped if not.
 */
export const REFRESH_TABLE: Record<SocketEventType, Refresh> = {
  series: { entity: 'series' },
  movie: { entity: 'movie' },
  episode: { entity: 'episode' },
  'episode-wanted': { tags: ['EpisodeWanted', 'Badges'] },
  'movie-wanted': { tags: ['MovieWanted', 'Badges'] },
  'reset-episode-wanted': { tags: ['EpisodeWanted', 'Badges'] },
  'reset-movie-wanted': { tags: ['MovieWanted', 'Badges'] },
  'episode-history': { tags: ['EpisodeHistory', 'HistoryStats'] },
  'movie-history': { tags: ['MovieHistory', 'HistoryStats'] },
  'episode-blacklist': { tags: ['EpisodeBlacklist'] },
  'movie-blacklist': { tags: ['MovieBlacklist'] },
  badges: { tags: ['Badges'] },
  // As Bazarr's UI: a settings change may change what every System page shows (providers, tasks, languages...).
  settings: {
    tags: [
      'Settings',
      'Status',
      'Health',
      'Tasks',
      'Logs',
      'Backups',
      'Providers',
      'Announcements',
      'Badges',
      'Languages',
      'LanguageProfiles',
    ],
  },
  languages: { tags: ['Languages', 'LanguageProfiles'] },
  task: { tags: ['Tasks'] },
  backup: { tags: ['Backups'] },
  message: { notify: showMessages },
  progress: { notify: showProgress },
  // Bazarr 1.5.3+: its jobs queue (src/realtime/jobEvents.ts).
  jobs: { apply: applyJobEvents },
};

/** How long a write's entities wait for the events that name them before they are read anyway. */
export const WRITE_EVENT_GRACE_MS = 2000;

export interface EventApplier {
  /** A flushed batch of raw `data` events. */
  apply(raw: readonly unknown[]): void;
  /** A write went through (`entitiesWritten`): what no event has had read after the grace is read. */
  written(entities: WrittenEntities & { at: number }): void;
  /** Forgets waiting reads and refreshes (the socket stopped). */
  clear(): void;
}

/**
 * Applies flushed batches: entity reads go through paced lanes, the tags of a batch through the list-refresh
 * throttle (one invalidation for what is due at once), notifications at once.
 */
export function createEventApplier(store: StoreAccess): EventApplier {
  const reads = createEntityReads(store);
  const lists = createTagThrottle((tags) => store.dispatch(baseApi.util.invalidateTags(tags)));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    written({ at, series = [], movies = [], episodes = [] }) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        readUnlessCovered('series', series, at, store, reads);
        readUnlessCovered('movie', movies, at, store, reads);
        readUnlessCovered('episode', episodes, at, store, reads);
      }, WRITE_EVENT_GRACE_MS);
      timers.add(timer);
    },
    apply(raw) {
      const groups = groupRawEvents(raw);
      const tags: TagDescription<TagType>[] = [];
      for (const { type, action, payloads } of groups) {
        const refresh = REFRESH_TABLE[type];
        if ('tags' in refresh) tags.push(...refresh.tags);
        else if ('entity' in refresh)
          tags.push(...refreshEntities(refresh.entity, action, toIds(payloads), store, reads));
        else if ('apply' in refresh) tags.push(...refresh.apply(payloads, action, store));
        else refresh.notify(payloads, action, store.dispatch);
      }
      if (tags.length > 0) lists.add(tags);
    },
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      Object.values(reads).forEach((lane) => lane.clear());
      lists.clear();
    },
  };
}
