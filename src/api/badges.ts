import { baseApi } from './baseApi';
import { LIVE_REFRESH } from './freshness';
import { parsedAs } from './responses';
import { badgesSchema, type Badges } from './schemas/badges';

export const badgesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Counts for the sidebar: wanted episodes and movies, provider issues, health, announcements. */
    getBadges: build.query<Badges, void>({
      query: () => 'badges',
      ...parsedAs(badgesSchema),
      providesTags: ['Badges'],
    }),
  }),
});

/** Polls every 60 s (LIVE_REFRESH). */
export const useGetBadgesQuery: typeof badgesApi.useGetBadgesQuery = (arg, options) =>
  badgesApi.useGetBadgesQuery(arg, { ...LIVE_REFRESH, ...options });
