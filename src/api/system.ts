import { authChanged } from './authSlice';
import { baseApi } from './baseApi';
import { dataOf, parsedAs } from './responses';
import {
  searchSuggestionListSchema,
  systemStatusEnvelopeSchema,
  type SearchSuggestion,
  type SystemStatus,
  webhookTestSchema,
  type WebhookTest,
} from './schemas/system';

export type SystemAction = 'restart' | 'shutdown';

export interface Credentials {
  username: string;
  password: string;
}

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET system/ping, used only while Bazarr restarts: silent, since failures are expected until it is back.
     * Never cached, so each poll asks the server.
     */
    pingBackend: build.query<unknown, void>({
      query: () => ({ url: 'system/ping', silent: true }),
      keepUnusedDataFor: 0,
    }),
    systemAction: build.mutation<void, SystemAction>({
      query: (action) => ({ url: 'system', method: 'POST', params: { action } }),
    }),
    login: build.mutation<void, Credentials>({
      query: (credentials) => ({
        url: 'system/account',
        method: 'POST',
        params: { action: 'login' },
        body: { ...credentials },
        // The login page shows the failure under its form.
        silent: true,
      }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'system/account', method: 'POST', params: { action: 'logout' } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(authChanged(false));
        } catch {
          // The error notification is shown by the base query; the session stays as it was.
        }
      },
    }),
    /** Series and movies whose title contains the text (case and accent insensitive). */
    search: build.query<SearchSuggestion[], string>({
      query: (query) => ({ url: 'system/searches', params: { query } }),
      ...parsedAs(searchSuggestionListSchema),
    }),
    getStatus: build.query<SystemStatus, void>({
      query: () => 'system/status',
      ...parsedAs(systemStatusEnvelopeSchema, dataOf),
      providesTags: ['Status'],
    }),
    /** Tries the saved external webhook (Bazarr 1.5.4+; it reads the URL and credentials from its settings). */
    testExternalWebhook: build.mutation<WebhookTest, void>({
      query: () => ({ url: 'system/webhooks/test', method: 'POST' }),
      ...parsedAs(webhookTestSchema, dataOf),
    }),
    /** Sends a test notification to an Apprise URL. */
    testNotification: build.mutation<void, string>({
      query: (url) => ({ url: 'system/notifications', method: 'PATCH', body: { url } }),
    }),
  }),
});

export const {
  usePingBackendQuery,
  useSystemActionMutation,
  useLoginMutation,
  useLogoutMutation,
  useSearchQuery,
  useGetStatusQuery,
  useTestNotificationMutation,
  useTestExternalWebhookMutation,
} = systemApi;
