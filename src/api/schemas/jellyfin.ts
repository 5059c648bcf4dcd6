import { z } from 'zod/mini';
import { flag, list, optionalText } from './common';

/**
 * Answers of Bazarr's Jellyfin routes (api/jellyfin/endpoints.py, 1.5.7-beta.26+). Neither ever fails on
 * Jellyfin's account: a failed test is `success: false` with the error, a failed listing an empty list.
 */

/** POST jellyfin/test-connection: Jellyfin's /System/Info as Bazarr reached it, or why it could not. */
export const jellyfinTestReplySchema = z.looseObject({
  success: flag,
  server_name: optionalText,
  version: optionalText,
  error: optionalText,
});
export type JellyfinTestReply = z.output<typeof jellyfinTestReplySchema>;

/** GET jellyfin/libraries: the server's movie and TV show libraries (other collection types left out). */
export const jellyfinLibrariesSchema = z.looseObject({
  data: list(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      /** 'movies' or 'tvshows'. */
      type: z.string(),
    }),
  ),
});
export type JellyfinLibrary = z.output<typeof jellyfinLibrariesSchema>['data'][number];
