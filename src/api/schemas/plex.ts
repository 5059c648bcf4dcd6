import { z } from 'zod/mini';
import { flag, list, optionalText } from './common';

/**
 * Answers of Bazarr's Plex routes (api/plex/oauth.py, 1.5.3+). Errors are `{error, code?}` bodies (read by the
 * base query); the shapes below are the `data` of each success.
 */

/** POST plex/oauth/pin: the PIN to enter at plex.tv, and the page that asks for it. */
export const plexPinSchema = z.looseObject({
  data: z.looseObject({
    pinId: z.union([z.number(), z.string()]),
    code: z.string(),
    clientId: optionalText,
    state: optionalText,
    authUrl: z.string(),
  }),
});
export type PlexPin = z.output<typeof plexPinSchema>['data'];

/** GET plex/oauth/pin/{id}/check: authorised yet? (Bazarr stores the encrypted token when it is.) */
export const plexPinCheckSchema = z.looseObject({
  data: z.looseObject({
    authenticated: flag,
    username: optionalText,
    email: optionalText,
  }),
});
export type PlexPinCheck = z.output<typeof plexPinCheckSchema>['data'];

/** GET plex/oauth/validate: whether the stored token works, and whose it is. Always 200. */
export const plexAccountSchema = z.looseObject({
  data: z.looseObject({
    valid: flag,
    username: optionalText,
    email: optionalText,
    /** 'oauth' (signed in at plex.tv) or 'apikey' (a token given by hand or none). */
    auth_method: optionalText,
    error: optionalText,
    code: optionalText,
  }),
});
export type PlexAccount = z.output<typeof plexAccountSchema>['data'];

const connectionSchema = z.looseObject({
  uri: z.string(),
  local: flag,
  latency: z.optional(z.nullable(z.number())),
});
export type PlexConnection = z.output<typeof connectionSchema>;

/** GET plex/oauth/servers: the account's own servers that answered on at least one connection. */
export const plexServersSchema = z.looseObject({
  data: list(
    z.looseObject({
      name: z.string(),
      machineIdentifier: z.string(),
      connections: list(connectionSchema),
      bestConnection: z.nullish(connectionSchema),
      version: optionalText,
      platform: optionalText,
    }),
  ),
});
export type PlexServer = z.output<typeof plexServersSchema>['data'][number];

/** GET plex/select-server: the server Bazarr uses, or null. */
export const plexSelectedServerSchema = z.looseObject({
  data: z.nullable(
    z.looseObject({
      machineIdentifier: optionalText,
      name: optionalText,
      url: optionalText,
      local: flag,
    }),
  ),
});
export type PlexSelectedServer = NonNullable<z.output<typeof plexSelectedServerSchema>['data']>;

/** GET plex/oauth/libraries: the movie and show libraries of the chosen server. */
export const plexLibrariesSchema = z.looseObject({
  data: list(
    z.looseObject({
      key: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
      title: z.string(),
      type: z.string(),
      count: z._default(z.number(), 0),
    }),
  ),
});
export type PlexLibrary = z.output<typeof plexLibrariesSchema>['data'][number];

/** GET plex/webhook/list. */
export const plexWebhooksSchema = z.looseObject({
  data: z.looseObject({
    webhooks: list(z.looseObject({ url: z.string() })),
    plexPassSubscription: z.optional(
      z.looseObject({
        active: flag,
        has_webhooks_feature: flag,
        plan: optionalText,
      }),
    ),
  }),
});
export type PlexWebhooks = z.output<typeof plexWebhooksSchema>['data'];

/** POST plex/webhook/create and delete. */
export const plexWebhookWriteSchema = z.looseObject({
  data: z.looseObject({ message: optionalText, webhook_url: optionalText }),
});

/** GET plex/autopulse/config. */
export const plexAutopulseSchema = z.looseObject({
  data: z.looseObject({
    config_yaml: z.string(),
    server_name: optionalText,
    rewrite_detected: flag,
    rewrite_suggestion: optionalText,
    template_info: optionalText,
  }),
});
export type PlexAutopulseConfig = z.output<typeof plexAutopulseSchema>['data'];
