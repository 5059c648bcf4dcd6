import { z } from 'zod/mini';
import { flag, id, list, optionalText, pythonBool } from './common';

/** GET system/languages (bare array). Codes are free text: languages this UI does not know still pass. */
export const languageSchema = z.object({
  name: z.string(),
  code2: z.string(),
  code3: z.string(),
  enabled: flag,
});
export type Language = z.output<typeof languageSchema>;
export const languageListSchema = list(languageSchema);

/** 'Any' as a profile cutoff. */
export const ANY_LANGUAGE_CUTOFF = 65535;

/**
 * An item of a language profile. `hi`, `forced`, `audio_exclude` and `audio_only_include` are Python booleans
 * and stay the strings 'True'/'False' (`pythonBool`): the profiles are saved back as JSON in that form.
 */
export const profileItemSchema = z.object({
  id,
  /** code2 or 'any'. */
  language: z.string(),
  hi: pythonBool,
  forced: pythonBool,
  audio_exclude: pythonBool,
  audio_only_include: z._default(pythonBool, 'False'),
});
export type ProfileItem = z.output<typeof profileItemSchema>;

export const languageProfileSchema = z.object({
  profileId: id,
  name: z.string(),
  /** An item id, null for none, or 65535 for Any. */
  cutoff: z.pipe(
    z.nullish(z.int()),
    z.transform((cutoff) => cutoff ?? null),
  ),
  items: list(profileItemSchema),
  mustContain: list(z.string()),
  mustNotContain: list(z.string()),
  /** Converted at the edge: the API sends 0, 1 or null (an int); true means 'use original format'. */
  originalFormat: z.pipe(
    z.nullish(z.union([z.boolean(), z.number()])),
    z.transform((value) => value === true || value === 1),
  ),
  tag: optionalText,
});
export type LanguageProfile = z.output<typeof languageProfileSchema>;
export const languageProfileListSchema = list(languageProfileSchema);
