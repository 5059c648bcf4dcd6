import { badgesApi } from './badges';
import { baseApi } from './baseApi';
import { LIVE_REFRESH } from './freshness';
import { dataOf, parsedAs } from './responses';
import { announcementListSchema, type Announcement } from './schemas/systemPages';
import { refreshAfterWrite } from './writeRefresh';

/** Bazarr sends no event when an announcement is dismissed: the list and the badge count are read again. */
const refreshDismissal = refreshAfterWrite(() => ({ always: ['Announcements', 'Badges'] }));

const announcementsListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Announcement[], void>({
      query: () => 'system/announcements',
      ...parsedAs(announcementListSchema, dataOf),
      providesTags: ['Announcements'],
    }),
  }),
});

export const announcementsApi = announcementsListApi.injectEndpoints({
  endpoints: (build) => ({
    /** Dismisses by hash; the row and the badge count go at once and come back if the server refuses. */
    dismissAnnouncement: build.mutation<void, string>({
      query: (hash) => ({ url: 'system/announcements', method: 'POST', body: { hash } }),
      async onQueryStarted(hash, lifecycle) {
        const { dispatch, getState, queryFulfilled } = lifecycle;
        const refreshing = refreshDismissal(hash, lifecycle);
        const listed = announcementsListApi.endpoints.getAnnouncements
          .select()(getState())
          .data?.some((announcement) => announcement.hash === hash);
        if (!listed) return refreshing;
        const list = dispatch(
          announcementsListApi.util.updateQueryData(
            'getAnnouncements',
            undefined,
            (announcements) => announcements.filter((announcement) => announcement.hash !== hash),
          ),
        );
        const badge = dispatch(
          badgesApi.util.updateQueryData('getBadges', undefined, (badges) => {
            badges.announcements = Math.max(0, badges.announcements - 1);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          list.undo();
          badge.undo();
        }
        await refreshing;
      },
    }),
  }),
});

/** Polls every 60 s (LIVE_REFRESH). */
export const useGetAnnouncementsQuery: typeof announcementsApi.useGetAnnouncementsQuery = (
  arg,
  options,
) => announcementsApi.useGetAnnouncementsQuery(arg, { ...LIVE_REFRESH, ...options });
export const { useDismissAnnouncementMutation } = announcementsApi;
