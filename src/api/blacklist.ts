import { baseApi } from './baseApi';
import { parsedAs } from './responses';
import type { PageArgs, Paged } from './schemas/common';
import {
  episodeBlacklistSchema,
  movieBlacklistSchema,
  type EpisodeBlacklistEntry,
  type MovieBlacklistEntry,
} from './schemas/blacklist';
import { episodeSubtitleEffects, movieSubtitleEffects } from './subtitleWrites';
import { listTag } from './tags';
import { refreshAfterWrite } from './writeRefresh';

interface BlacklistedSubtitle {
  provider: string;
  subs_id: string;
  /** code2. */
  language: string;
  subtitles_path: string;
}
export type EpisodeBlacklistAddition = BlacklistedSubtitle & {
  seriesid: number;
  episodeid: number;
};
export type MovieBlacklistAddition = BlacklistedSubtitle & { radarrid: number };

/** Remove everything, or one entry. */
export type BlacklistRemoval = { all: true } | { provider: string; subs_id: string };

function removalRequest(url: string, removal: BlacklistRemoval) {
  return 'all' in removal
    ? { url, method: 'DELETE' as const, params: { all: 'true' } }
    : {
        url,
        method: 'DELETE' as const,
        body: { provider: removal.provider, subs_id: removal.subs_id },
      };
}

export const blacklistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole list (or a page); `total` is the length of what came back, as the API gives none. */
    getEpisodeBlacklist: build.query<Paged<EpisodeBlacklistEntry>, PageArgs | void>({
      query: (page) => ({ url: 'episodes/blacklist', params: page ? { ...page } : undefined }),
      ...parsedAs(episodeBlacklistSchema),
      providesTags: [listTag('EpisodeBlacklist')],
    }),
    /** Blacklists the subtitle, deletes its file and searches again. */
    addEpisodeBlacklist: build.mutation<void, EpisodeBlacklistAddition>({
      query: ({ seriesid, episodeid, ...subtitle }) => ({
        url: 'episodes/blacklist',
        method: 'POST',
        params: { seriesid, episodeid },
        body: { ...subtitle },
      }),
      onQueryStarted: refreshAfterWrite(({ seriesid, episodeid }: EpisodeBlacklistAddition) => {
        const effects = episodeSubtitleEffects(seriesid, episodeid);
        return { ...effects, evented: [...(effects.evented ?? []), listTag('EpisodeBlacklist')] };
      }),
    }),
    removeEpisodeBlacklist: build.mutation<void, BlacklistRemoval>({
      query: (removal) => removalRequest('episodes/blacklist', removal),
      // Bazarr's 'episode-blacklist' event refreshes the list; history entries carry a `blacklisted` flag, which
      // no event tells about.
      onQueryStarted: refreshAfterWrite(() => ({
        evented: [listTag('EpisodeBlacklist')],
        always: [listTag('EpisodeHistory')],
      })),
    }),
    getMovieBlacklist: build.query<Paged<MovieBlacklistEntry>, PageArgs | void>({
      query: (page) => ({ url: 'movies/blacklist', params: page ? { ...page } : undefined }),
      ...parsedAs(movieBlacklistSchema),
      providesTags: [listTag('MovieBlacklist')],
    }),
    addMovieBlacklist: build.mutation<void, MovieBlacklistAddition>({
      query: ({ radarrid, ...subtitle }) => ({
        url: 'movies/blacklist',
        method: 'POST',
        params: { radarrid },
        body: { ...subtitle },
      }),
      onQueryStarted: refreshAfterWrite(({ radarrid }: MovieBlacklistAddition) => {
        const effects = movieSubtitleEffects(radarrid);
        return { ...effects, evented: [...(effects.evented ?? []), listTag('MovieBlacklist')] };
      }),
    }),
    removeMovieBlacklist: build.mutation<void, BlacklistRemoval>({
      query: (removal) => removalRequest('movies/blacklist', removal),
      onQueryStarted: refreshAfterWrite(() => ({
        evented: [listTag('MovieBlacklist')],
        always: [listTag('MovieHistory')],
      })),
    }),
  }),
});

export const {
  useGetEpisodeBlacklistQuery,
  useAddEpisodeBlacklistMutation,
  useRemoveEpisodeBlacklistMutation,
  useGetMovieBlacklistQuery,
  useAddMovieBlacklistMutation,
  useRemoveMovieBlacklistMutation,
} = blacklistApi;
