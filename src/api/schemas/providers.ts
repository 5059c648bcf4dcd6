import { z } from 'zod/mini';
import { dataEnvelope, list, optionalText, pythonBool } from './common';

/** GET providers: throttling status of each enabled provider. */
export const providerStatusSchema = z.object({
  name: z.string(),
  /** 'Good', 'History', or an exception name such as 'ConfigurationError'. */
  status: z.string(),
  /** '-' or e.g. 'in 12 hours'. */
  retry: z.string(),
});
export type ProviderStatus = z.output<typeof providerStatusSchema>;
export const providerStatusListSchema = dataEnvelope(providerStatusSchema);

/**
 * A manual (interactive) search result. `hearing_impaired` and `forced` are Python booleans and stay the
 * strings 'True'/'False' (`pythonBool`), and `original_format` stays the text Bazarr sent ('0', 'False', ...):
 * all three are posted back unchanged when the result is downloaded.
 */
export const searchResultSchema = z.object({
  provider: z.string(),
  /** code2, possibly with a ':hi' or ':forced' suffix. */
  language: z.string(),
  hearing_impaired: pythonBool,
  forced: pythonBool,
  original_format: z.pipe(
    z.nullish(z.union([z.string(), z.number(), z.boolean()])),
    z.transform((value) =>
      value == null
        ? 'False'
        : typeof value === 'boolean'
          ? value
            ? 'True'
            : 'False'
          : String(value),
    ),
  ),
  /** Percentage of the maximum score. */
  score: z.number(),
  orig_score: z.pipe(
    z.nullish(z.number()),
    z.transform((value) => value ?? null),
  ),
  score_without_hash: z.pipe(
    z.nullish(z.number()),
    z.transform((value) => value ?? null),
  ),
  release_info: list(z.string()),
  matches: list(z.string()),
  dont_matches: list(z.string()),
  uploader: optionalText,
  url: optionalText,
  /** Opaque token to post back for the download. */
  subtitle: z.string(),
});
export type SearchResult = z.output<typeof searchResultSchema>;
export const searchResultListSchema = dataEnvelope(searchResultSchema);
