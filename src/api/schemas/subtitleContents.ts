import { z } from 'zod/mini';
import { dataEnvelope } from './common';

/** A whole number Bazarr's marshalling may send as null: 0 then. */
const part = z.pipe(
  z.nullish(z.int()),
  z.transform((value) => value ?? 0),
);

/**
 * A cue's start or end as GET subtitles/contents gives it: hours, minutes, seconds, microseconds and (1.6) the
 * whole seconds; read as milliseconds from the start of the video.
 */
const cueTimeSchema = z.pipe(
  z.object({
    hours: part,
    minutes: part,
    seconds: part,
    total_seconds: z.nullish(z.int()),
    microseconds: part,
  }),
  z.transform(
    ({ hours, minutes, seconds, total_seconds, microseconds }) =>
      (total_seconds ?? hours * 3600 + minutes * 60 + seconds) * 1000 +
      Math.floor(microseconds / 1000),
  ),
);

/**
 * One cue of a subtitle file (`{index, content, proprietary, start, end}`): its number in the file, its text as
 * written (line breaks, and tags such as `<i>` or `{\an8}`, kept as they are) and its times in milliseconds.
 */
export const subtitleCueSchema = z.pipe(
  z.object({
    index: z.nullish(z.int()),
    content: z.nullish(z.string()),
    start: cueTimeSchema,
    end: cueTimeSchema,
  }),
  z.transform(({ index, content, start, end }) => ({
    index: index ?? 0,
    text: content ?? '',
    startMs: start,
    endMs: end,
  })),
);
export type SubtitleCue = z.output<typeof subtitleCueSchema>;

/** GET subtitles/contents?subtitlePath=: `{data: [cue, ...]}`. */
export const subtitleContentsSchema = dataEnvelope(subtitleCueSchema);
