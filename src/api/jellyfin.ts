import { baseApi } from './baseApi';
import { ALWAYS_FRESH } from './freshness';
import { dataOf, parsedAs } from './responses';
import {
  jellyfinLibrariesSchema,
  jellyfinTestReplySchema,
  type JellyfinLibrary,
  type JellyfinTestReply,
} from './schemas/jellyfin';

/** A Jellyfin server as the settings form has it: its full URL and an API key made in its dashboard. */
export interface JellyfinServer {
  url: string;
  apikey: string;
}

/**
 * Bazarr's Jellyfin routes (1.5.7-beta.26+, CAPABILITIES.hasJellyfin). Both calls are silent: the Jellyfin page
 * shows each outcome where it happened.
 */
export const jellyfinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Bazarr asks the server for its /System/Info with these credentials (form fields, read as JSON is). */
    testJellyfinConnection: build.mutation<JellyfinTestReply, JellyfinServer>({
      query: ({ url, apikey }) => ({
        url: 'jellyfin/test-connection',
        method: 'POST',
        body: { url, apikey },
        silent: true,
      }),
      ...parsedAs(jellyfinTestReplySchema),
    }),
    /**
     * The server's movie and TV show libraries. Null asks with what Bazarr has saved, so the saved key never
     * travels in an address; credentials typed but not saved go as Bazarr's route takes them, in the query.
     * Bazarr answers an empty list when it cannot reach the server.
     */
    getJellyfinLibraries: build.query<JellyfinLibrary[], JellyfinServer | null>({
      query: (server) => ({
        url: 'jellyfin/libraries',
        params: server ? { url: server.url, apikey: server.apikey } : undefined,
        silent: true,
      }),
      ...parsedAs(jellyfinLibrariesSchema, dataOf),
      ...ALWAYS_FRESH,
    }),
  }),
});

export const { useTestJellyfinConnectionMutation, useGetJellyfinLibrariesQuery } = jellyfinApi;
