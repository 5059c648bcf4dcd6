import { subtitleSchema } from '../../src/api/schemas/common';
import { subtitleContentsSchema } from '../../src/api/schemas/subtitleContents';

const time = (hours: number, minutes: number, seconds: number, microseconds: number) => ({
  hours,
  minutes,
  seconds,
  total_seconds: hours * 3600 + minutes * 60 + seconds,
  microseconds,
});

describe('the subtitle of an item', () => {
  const base = { name: 'English', code2: 'en', code3: 'eng', forced: false, hi: false };

  it("reads 1.5.x's shape, without ids", () => {
    const parsed = subtitleSchema.parse({ ...base, path: '/m/a.en.srt', file_size: 10 });
    expect(parsed).toEqual({ ...base, path: '/m/a.en.srt', file_size: 10 });
  });

  it("keeps 1.6.1's id and embedded_track_id", () => {
    expect(
      subtitleSchema.parse({ ...base, path: null, file_size: null, id: 12, embedded_track_id: 0 }),
    ).toEqual({ ...base, path: null, file_size: null, id: 12, embedded_track_id: 0 });
    expect(
      subtitleSchema.parse({
        ...base,
        path: '/a.srt',
        file_size: 1,
        id: 3,
        embedded_track_id: null,
      }),
    ).toMatchObject({ id: 3, embedded_track_id: null });
  });
});

describe('GET subtitles/contents', () => {
  it('reads each cue as its number, text and times in milliseconds', () => {
    const parsed = subtitleContentsSchema.parse({
      data: [
        {
          index: 1,
          content: 'Hello\n<i>there</i>',
          proprietary: '',
          start: time(0, 1, 2, 345000),
          end: time(1, 0, 0, 0),
        },
      ],
    });
    expect(parsed.data).toEqual([
      { index: 1, text: 'Hello\n<i>there</i>', startMs: 62_345, endMs: 3_600_000 },
    ]);
  });

  it("counts from the parts when total_seconds is missing, and takes Flask's nulls as zero", () => {
    const parsed = subtitleContentsSchema.parse({
      data: [
        {
          index: null,
          content: null,
          proprietary: null,
          start: { hours: 0, minutes: 0, seconds: 5, microseconds: null },
          end: { hours: 0, minutes: 0, seconds: 7, microseconds: 500000 },
        },
      ],
    });
    expect(parsed.data).toEqual([{ index: 0, text: '', startMs: 5000, endMs: 7500 }]);
  });

  it('refuses an answer that is not a list of cues', () => {
    expect(subtitleContentsSchema.safeParse({ data: [{ content: 'x' }] }).success).toBe(false);
  });
});
