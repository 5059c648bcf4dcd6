import { z } from 'zod/mini';

/**
 * Building blocks shared by the response schemas. They tolerate what real Bazarr versions send
 * (null or missing lists, null texts, unknown codes) while keeping precise output types.
 *
 * The schemas use `zod/mini` (the functional API of zod 4): the same parsers as classic zod, without its
 * method chains, which keeps classic zod out of the bundle. The forms use zod/mini too (lint rule in
 * eslint.config.mjs).
 */

/** What a value is, in the words of zod's English messages. */
const kindOf = (input: unknown) =>
  input === null
    ? 'null'
    : Array.isArray(input)
      ? 'array'
      : Number.isNaN(input)
        ? 'NaN'
        : typeof input;

/**
 * The English of the issue a backend's answer has ('Invalid input: expected string, received null'), as zod's
 * English locale words it; zod/mini leaves messages to the app. It ends up in the error an endpoint reports. The
 * other issues say 'Invalid input' (zod's own fallback): the locale's 25 other kinds of message would cost the
 * first chunk a kilobyte, and the forms write their own (docs/behaviour.md §5). This module is in the first chunk, so the
 * message is set before any answer or form is parsed.
 */
z.config({
  localeError: (issue) =>
    issue.code === 'invalid_type'
      ? `Invalid input: expected ${issue.expected}, received ${kindOf(issue.input)}`
      : undefined,
});

/** A list the backend may send as null or leave out: always an array after parsing. */
export function list<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((items): z.output<T>[] => items ?? []),
  );
}

/** A text the backend may send as null or leave out: `null` after parsing when absent. */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((text) => text ?? null),
);

/** A flag that older versions may leave out: false when absent. */
export const flag = z._default(z.boolean(), false);

/** A count that older versions may leave out: 0 when absent. */
export const count = z._default(z.int(), 0);

/** Provider ids of subtitles: text in Bazarr, numbers accepted. */
export const subsId = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Numeric database ids. */
export const id = z.int();

/**
 * Python booleans as the API sends them: the strings 'True' and 'False' (profile items, the hi/forced fields of
 * search results). They stay strings so they can be posted back unchanged; real booleans and other casings are
 * accepted and normalized to 'True' or 'False'. Use `isTrue()` to read one.
 */
export const pythonBool = z.pipe(
  z.union([z.boolean(), z.string(), z.number()]),
  z.transform((value): PythonBool =>
    ['true', '1'].includes(String(value).toLowerCase()) ? 'True' : 'False',
  ),
);
export type PythonBool = 'True' | 'False';

export function isTrue(value: PythonBool): boolean {
  return value === 'True';
}

/** What a mutation sends for a Python boolean. */
export function toPythonBool(value: boolean | PythonBool): PythonBool {
  return value === true || value === 'True' ? 'True' : 'False';
}

/** `year` is a string in Bazarr ('2008'); a number or null from other versions is accepted. */
export const yearText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((year) => (year == null ? '' : String(year))),
);

/** A language with its flags (`missing_subtitles`, history and blacklist entries). */
export const subtitleLanguageSchema = z.object({
  name: z.string(),
  code2: z.string(),
  code3: optionalText,
  forced: flag,
  hi: flag,
});
export type SubtitleLanguage = z.output<typeof subtitleLanguageSchema>;

/** A number only some versions send (and may send as null). */
const optionalInt = z.optional(z.nullable(z.int()));

/**
 * A subtitle of an item: a language plus its file. `path` null means an embedded track. From Bazarr 1.6 each one
 * has its database `id` (what extracting or translating an embedded track names it by) and an embedded track its
 * `embedded_track_id`; older versions leave both out.
 */
export const subtitleSchema = z.extend(subtitleLanguageSchema, {
  path: optionalText,
  file_size: z.pipe(
    z.nullish(z.number()),
    z.transform((size) => size ?? null),
  ),
  id: optionalInt,
  embedded_track_id: optionalInt,
});
export type Subtitle = z.output<typeof subtitleSchema>;

/** An audio track language; Bazarr sends null codes for languages it cannot map. */
export const audioLanguageSchema = z.object({
  name: z.string(),
  code2: optionalText,
  code3: optionalText,
});
export type AudioLanguage = z.output<typeof audioLanguageSchema>;

/** `{data: [...]}` envelope. */
export function dataEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: list(item) });
}

/** `{data: [...], total}` envelope; a missing total means the list is complete. */
export function pagedEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.object({ data: list(item), total: z.optional(z.int().check(z.nonnegative())) }),
    z.transform(({ data, total }): Paged<z.output<T>> => ({ data, total: total ?? data.length })),
  );
}

/** A page of a list as the endpoints return it. */
export interface Paged<T> {
  data: T[];
  total: number;
}

/** Paging arguments of list endpoints (`length` -1 means all). */
export interface PageArgs {
  start: number;
  length: number;
}

/**
 * A page of GET series / movies, with the filters Bazarr 1.6.1 applies before paging (an older one ignores
 * them): `monitored` and `missing` 'true' | 'false', `profileid` an id or 'none', an audio language's name, tags.
 */
export interface LibraryPageArgs extends PageArgs {
  monitored?: string;
  missing?: string;
  profileid?: string;
  audio_language?: string;
  'tags[]'?: string[];
}
