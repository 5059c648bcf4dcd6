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
    /** The whole configuration; read it with `selectSettings` or this hook. */
    getSettings: build.query<Settings, void>({
      query: () => 'system/settings',
      ...parsedAs(settingsSchema),
      providesTags: ['Settings'],
      // SPEC §9: never stale; a save or a realtime 'settings' event invalidates it.
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

/** The settings as last read (undefined before): the one reader of them outside the hook. */
export const selectSettings = (
  state: Parameters<typeof selectSettingsResult>[0],
): Settings | undefined => selectSettingsResult(state).data;

// The page-size facts (src/boot/pageSize.ts) for the layers that may not import the boot script's code.
export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

/** Rows per page of every list: settings general.page_size, or the default. */
export function pageSizeOf(settings: Settings | undefined): number {
  return pageSizeFrom(settings?.general.page_size);
}
