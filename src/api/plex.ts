import { baseApi } from './baseApi';
import { ALWAYS_FRESH } from './freshness';
import { dataOf, parsedAs } from './responses';
import {
  plexAccountSchema,
  plexAutopulseSchema,
  plexLibrariesSchema,
  plexPinCheckSchema,
  plexPinSchema,
  plexSelectedServerSchema,
  plexServersSchema,
  plexWebhooksSchema,
  plexWebhookWriteSchema,
  type PlexAccount,
  type PlexAutopulseConfig,
  type PlexLibrary,
  type PlexPin,
  type PlexPinCheck,
  type PlexSelectedServer,
  type PlexServer,
  type PlexWebhooks,
} from './schemas/plex';
import { refreshAfterWrite, type WriteAnswer } from './writeRefresh';

const tag = (id: 'account' | 'servers' | 'server' | 'libraries' | 'webhooks') =>
  ({ type: 'Plex', id }) as const;

/** What a sign-in, a sign-out or a token change makes stale: the settings Bazarr wrote and every Plex answer. */
const ACCOUNT_CHANGED = [
  'Settings',
  tag('account'),
  tag('servers'),
  tag('server'),
  tag('libraries'),
  tag('webhooks'),
] as const;

/** The server Bazarr should use: one of GET plex/oauth/servers, with the connection to reach it by. */
export interface PlexServerChoice {
  machineIdentifier: string;
  name: string;
  uri: string;
  local: boolean;
}

/**
 * Bazarr's Plex routes (1.5.3+, api/plex/oauth.py; see CAPABILITIES.plex*). Every call is silent: the Plex page
 * shows each outcome where it happened. Bazarr writes config.yaml itself on sign-in, server choice, token and
 * sign-out, without a `settings` event, and sends no event about plex.tv (account, servers, webhooks): every
 * write here refreshes what it changed itself (`always`), whether or not the socket is online.
 */
export const plexApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlexAccount: build.query<PlexAccount, void>({
      query: () => ({ url: 'plex/oauth/validate', silent: true }),
      ...parsedAs(plexAccountSchema, dataOf),
      providesTags: [tag('account')],
    }),
    createPlexPin: build.mutation<PlexPin, void>({
      query: () => ({ url: 'plex/oauth/pin', method: 'POST', silent: true }),
      ...parsedAs(plexPinSchema, dataOf),
    }),
    /** A GET, but each call asks plex.tv again: a mutation, so every poll is sent. */
    checkPlexPin: build.mutation<PlexPinCheck, { pinId: number | string; state: string | null }>({
      query: ({ pinId, state }) => ({
        url: `plex/oauth/pin/${encodeURIComponent(String(pinId))}/check`,
        params: state ? { state } : undefined,
        silent: true,
      }),
      ...parsedAs(plexPinCheckSchema, dataOf),
      onQueryStarted: refreshAfterWrite((_: unknown, { data }: WriteAnswer<PlexPinCheck>) => ({
        always: data.authenticated ? ACCOUNT_CHANGED : [],
      })),
    }),
    getPlexServers: build.query<PlexServer[], void>({
      query: () => ({ url: 'plex/oauth/servers', silent: true }),
      ...parsedAs(plexServersSchema, dataOf),
      providesTags: [tag('servers')],
    }),
    getSelectedPlexServer: build.query<PlexSelectedServer | null, void>({
      query: () => ({ url: 'plex/select-server', silent: true }),
      ...parsedAs(plexSelectedServerSchema, dataOf),
      providesTags: [tag('server')],
    }),
    /**
     * Form fields, which Bazarr's parser reads as it reads JSON; `connections` (JSON only) is left out: Bazarr then
     * keeps the one URI, and fills in every connection of the chosen server the next time it lists the servers.
     */
    selectPlexServer: build.mutation<void, PlexServerChoice>({
      query: ({ machineIdentifier, name, uri, local }) => ({
        url: 'plex/select-server',
        method: 'POST',
        body: { machineIdentifier, name, uri, local: local ? 'true' : 'false' },
        silent: true,
      }),
      onQueryStarted: refreshAfterWrite(() => ({
        always: ['Settings', tag('server'), tag('libraries'), tag('servers')],
      })),
    }),
    getPlexLibraries: build.query<PlexLibrary[], void>({
      query: () => ({ url: 'plex/oauth/libraries', silent: true }),
      ...parsedAs(plexLibrariesSchema, dataOf),
      providesTags: [tag('libraries')],
    }),
    getPlexWebhooks: build.query<PlexWebhooks, void>({
      query: () => ({ url: 'plex/webhook/list', silent: true }),
      ...parsedAs(plexWebhooksSchema, dataOf),
      providesTags: [tag('webhooks')],
    }),
    createPlexWebhook: build.mutation<void, void>({
      query: () => ({ url: 'plex/webhook/create', method: 'POST', silent: true }),
      ...parsedAs(plexWebhookWriteSchema, () => undefined),
      onQueryStarted: refreshAfterWrite(() => ({ always: [tag('webhooks')] })),
    }),
    deletePlexWebhook: build.mutation<void, string>({
      query: (url) => ({
        url: 'plex/webhook/delete',
        method: 'POST',
        body: { webhook_url: url },
        silent: true,
      }),
      ...parsedAs(plexWebhookWriteSchema, () => undefined),
      onQueryStarted: refreshAfterWrite(() => ({ always: [tag('webhooks')] })),
    }),
    getAutopulseConfig: build.query<PlexAutopulseConfig, void>({
      query: () => ({ url: 'plex/autopulse/config', silent: true }),
      ...parsedAs(plexAutopulseSchema, dataOf),
      ...ALWAYS_FRESH,
    }),
    /** A token typed by hand: Bazarr encrypts it (never post it as `settings-plex-apikey`, stored plain). */
    savePlexToken: build.mutation<void, string>({
      query: (apikey) => ({ url: 'plex/apikey', method: 'POST', body: { apikey }, silent: true }),
      onQueryStarted: refreshAfterWrite(() => ({ always: ACCOUNT_CHANGED })),
    }),
    /** Forgets the token, account, server and encryption key, and turns Plex off. */
    logoutPlex: build.mutation<void, void>({
      query: () => ({ url: 'plex/oauth/logout', method: 'POST', silent: true }),
      onQueryStarted: refreshAfterWrite(() => ({ always: ACCOUNT_CHANGED })),
    }),
  }),
});

export const {
  useGetPlexAccountQuery,
  useCreatePlexPinMutation,
  useCheckPlexPinMutation,
  useGetPlexServersQuery,
  useGetSelectedPlexServerQuery,
  useSelectPlexServerMutation,
  useGetPlexLibrariesQuery,
  useGetPlexWebhooksQuery,
  useCreatePlexWebhookMutation,
  useDeletePlexWebhookMutation,
  useLazyGetAutopulseConfigQuery,
  useSavePlexTokenMutation,
  useLogoutPlexMutation,
} = plexApi;
