import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TagType } from '../api/baseApi';
import type { EventGroup } from './eventBatch';
import { refreshEntities, type EntityKind, type StoreAccess } from './entityRefresh';
import { showMessages, showProgress, type NotificationHandler } from './realtimeNotifications';
import { toIds, type SocketEventType } from './socketEvents';

/** What one event type refreshes: cached lists (by tag type), entities by id, or a notification. */
type Refresh =
  { tags: readonly TagType[] } | { entity: EntityKind } | { notify: NotificationHandler };

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
  message: { notify: showMessages },
  progress: { notify: showProgress },
};

function tagKey(tag: TagDescription<TagType>): string {
  return typeof tag === 'string' ? tag : `${tag.type}/${String(tag.id)}`;
}

/** Applies a flushed batch; all invalidations of the batch go out as one action. */
export function applyEventGroups(groups: readonly EventGroup[], store: StoreAccess): void {
  const tags = new Map<string, TagDescription<TagType>>();
  const addTags = (list: readonly TagDescription<TagType>[]) =>
    list.forEach((tag) => tags.set(tagKey(tag), tag));
  for (const { type, action, payloads } of groups) {
    const refresh = REFRESH_TABLE[type];
    if ('tags' in refresh) addTags(refresh.tags);
    else if ('entity' in refresh)
      addTags(refreshEntities(refresh.entity, action, toIds(payloads), store));
    else refresh.notify(payloads, action, store.dispatch);
  }
  if (tags.size > 0) store.dispatch(baseApi.util.invalidateTags([...tags.values()]));
}
