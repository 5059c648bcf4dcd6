import { z } from 'zod';

/**
 * Building blocks shared by the response schemas. They tolerate what real Bazarr versions send
 * (null or missing lists, null texts, unknown codes) while keeping precise output types.
 */

/** A list the backend may send as null or leave out: always an array after parsing. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((items): z.output<T>[] => items ?? []);
}

/** A text the backend may send as null or leave out: `null` after parsing when absent. */
export const optionalText = z
  .string()
  .nullish()
  .transform((text) => text ?? null);

/** A flag that older versions may leave out: false when absent. */
export const flag = z.boolean().default(false);

/** A count that older versions may leave out: 0 when absent. */
export const count = z.number().int().default(0);

/** Provider ids of subtitles: text in Bazarr, numbers accepted. */
export const subsId = z.union([z.string(), z.number()]).transform(String);

/** Numeric database ids. */
export const id = z.number().int();

/**
 * Python booleans as the API sends them: the strings 'True' and 'False' (profile items, the hi/forced fields of
 * search results). They stay strings so they can be posted back unchanged; real booleans and other casings are
 * accepted and normalized to 'True' or 'False'. Use `isTrue()` to read one.
 */
export const pythonBool = z
  .union([z.boolean(), z.string(), z.number()])
  .transform((value): PythonBool =>
    ['true', '1'].includes(String(value).toLowerCase()) ? 'True' : 'False',
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
export const yearText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((year) => (year == null ? '' : String(year)));

/** A language with its flags (`missing_subtitles`, history and blacklist entries). */
export const subtitleLanguageSchema = z.object({
  name: z.string(),
  code2: z.string(),
  code3: optionalText,
  forced: flag,
  hi: flag,
});
export type SubtitleLanguage = z.output<typeof subtitleLanguageSchema>;

/** A subtitle of an item: a language plus its file. `path` null means an embedded track. */
export const subtitleSchema = subtitleLanguageSchema.extend({
  path: optionalText,
  file_size: z
    .number()
    .nullish()
    .transform((size) => size ?? null),
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
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: list(item) });
}

/** `{data: [...], total}` envelope; a missing total means the list is complete. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z
    .object({ data: list(item), total: z.number().int().nonnegative().optional() })
    .transform(({ data, total }): Paged<z.output<T>> => ({ data, total: total ?? data.length }));
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
