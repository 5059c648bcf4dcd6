import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageSizeFrom } from '../boot/pageSize';
import { baseApi } from './baseApi';
import type { FormBody } from './formData';
import { parsedAs } from './responses';
import { settingsSchema, type Settings } from './schemas/settings';
import { listTag } from './tags';
import { refreshAfterWrite } from './writeRefresh';

/** Enabled languages, profiles and the general section (embedded tracks...) decide what each item misses. */
function changesWhatIsMissing(body: FormBody): boolean {
  return Object.keys(body).some(
    (key) => key.startsWith('languages-') || key.startsWith('settings-general-'),
  );
}

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole configuration; read it with `useSettings` (components), `selectSettings` or `loadSettings`. */
    getSettings: build.query<Settings, void>({
      query: () => 'system/settings',
      ...parsedAs(settingsSchema),
      providesTags: ['Settings'],
      // docs/behaviour.md §9: never stale; a save or a realtime 'settings' event invalidates it.
      keepUnusedDataFor: Infinity,
    }),
    /**
     * Saves changed settings: keys `settings-<section>-<key>` (lists repeat the key), `languages-enabled`,
     * `languages-profiles` (JSON of the full profile list), `notifications-providers` (JSON per provider).
     */
    saveSettings: build.mutation<void, FormBody>({
      query: (body) => ({ url: 'system/settings', method: 'POST', body }),
      // Bazarr's 'settings' event refreshes what the settings pages show (refreshAfterWrite); languages and
      // profiles decide what is missing in every list, which no event tells.
      onQueryStarted: refreshAfterWrite((body: FormBody) => ({
        evented: [
          'Settings',
          'Languages',
          'LanguageProfiles',
          'Providers',
          'Badges',
          'Health',
          'Logs',
        ],
        always: changesWhatIsMissing(body)
          ? [
              listTag('Series'),
              listTag('Movie'),
              listTag('Episode'),
              listTag('EpisodeWanted'),
              listTag('MovieWanted'),
            ]
          : [],
      })),
    }),
  }),
});

export const { useGetSettingsQuery, useSaveSettingsMutation } = settingsApi;

const selectSettingsResult = settingsApi.endpoints.getSettings.select();
type SettingsState = Parameters<typeof selectSettingsResult>[0];

/**
 * The settings as last read (undefined before): the one reader of them. There is one copy, RTK Query's cache entry
 * of getSettings, which the boot script's early answer fills too (the base query takes it for the first request).
 */
export const selectSettings = (state: SettingsState): Settings | undefined =>
  selectSettingsResult(state).data;

/**
 * The settings for code outside components that must wait for them (the page-data prefetch): asks for them
 * unless cached and resolves with what `selectSettings` then reads (undefined if they could not be read).
 */
export function loadSettings(): ThunkAction<
  Promise<Settings | undefined>,
  SettingsState,
  unknown,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const request = dispatch(settingsApi.endpoints.getSettings.initiate());
    try {
      await request;
    } finally {
      request.unsubscribe();
    }
    return selectSettings(getState());
  };
}

/**
 * The settings for a component, from the same cache entry as `selectSettings` (undefined until read), and whether
 * they could not be read. Asks for them once; re-renders only when these change. Pages that show the settings'
 * own loading and error states (the settings forms, the shell) take the whole `useGetSettingsQuery()` result.
 */
export function useSettings(): { settings: Settings | undefined; isError: boolean } {
  return useGetSettingsQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({ settings: data, isError }),
  });
}

// The page-size facts (src/boot/pageSize.ts) for the layers that may not import the boot script's code.
export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

/** Rows per page of every list: settings general.page_size, or the default. */
export function pageSizeOf(settings: Settings | undefined): number {
  return pageSizeFrom(settings?.general.page_size);
}
