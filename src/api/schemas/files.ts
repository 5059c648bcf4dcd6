import { z } from 'zod/mini';
import { flag, list } from './common';

/** A folder entry of the file browser; `path` ends in '/' (or '\' on Windows). */
export const fileEntrySchema = z.object({
  name: z.string(),
  children: flag,
  path: z.string(),
});
export type FileEntry = z.output<typeof fileEntrySchema>;

/** Bare array; Bazarr answers [] when a path cannot be read. */
export const fileEntryListSchema = list(fileEntrySchema);
