import { z } from 'zod/mini';
import { id, list, optionalText, yearText } from './common';

// What the shell reads of the system: its status (the version notice), the search, the ping while restarting. The
// System pages' own are in ./systemPages.ts.

export const systemStatusSchema = z.object({
  bazarr_version: z.string(),
  package_version: optionalText,
  sonarr_version: optionalText,
  radarr_version: optionalText,
  operating_system: optionalText,
  python_version: optionalText,
  database_engine: optionalText,
  database_migration: optionalText,
  bazarr_directory: optionalText,
  bazarr_config_directory: optionalText,
  /** Epoch seconds (float). */
  start_time: z.pipe(
    z.nullish(z.number()),
    z.transform((time) => time ?? null),
  ),
  timezone: optionalText,
  /** The processors Bazarr sees (1.5.5-beta.10): the most Concurrent Jobs it offers. */
  cpu_cores: z.pipe(
    z.nullish(z.number()),
    z.transform((cores) => cores ?? null),
  ),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;
export const systemStatusEnvelopeSchema = z.object({ data: systemStatusSchema });

/** GET system/searches: a series (sonarrSeriesId) or a movie (radarrId); bare array. */
export const searchSuggestionSchema = z.object({
  title: z.string(),
  year: yearText,
  sonarrSeriesId: z.optional(id),
  radarrId: z.optional(id),
  poster: optionalText,
});
export type SearchSuggestion = z.output<typeof searchSuggestionSchema>;
export const searchSuggestionListSchema = list(searchSuggestionSchema);

export const pingSchema = z.object({ status: z.string() });

/** POST system/webhooks/test (1.5.4-beta.6): Bazarr tried the saved external webhook URL. */
export const webhookTestSchema = z.object({
  data: z.object({ success: z.boolean(), message: z.string() }),
});
export type WebhookTest = z.output<typeof webhookTestSchema>['data'];
