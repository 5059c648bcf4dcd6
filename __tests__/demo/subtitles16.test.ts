/** @jest-environment node */
import { body, call, getJson, setup } from './helpers';

interface Sub {
  code2: string;
  path: string | null;
  id?: number;
  embedded_track_id?: number | null;
}
interface Movie {
  radarrId: number;
  subtitles: Sub[];
}
interface CueTime {
  hours: number;
  minutes: number;
  seconds: number;
  total_seconds: number;
  microseconds: number;
}
interface Cue {
  index: number;
  content: string;
  proprietary: string;
  start: CueTime;
  end: CueTime;
}

/** Parasite: an English embedded track, English and French files (seed 'small'). */
const PARASITE = 8;

const played = (version: string) => setup({ bazarrVersion: version, jobDelayMs: 0 });

async function parasite(backend: ReturnType<typeof setup>['backend']): Promise<Movie> {
  const { data } = await getJson<{ data: Movie[] }>(backend, '/api/movies', {
    'radarrid[]': [PARASITE],
  });
  if (!data[0]) throw new Error('no Parasite');
  return data[0];
}

describe('GET subtitles/contents', () => {
  it("answers a file's cues as Bazarr 1.6.0 marshals them", async () => {
    const { backend } = played('1.6.0');
    const file = (await parasite(backend)).subtitles.find((sub) => sub.code2 === 'fr');
    const { data } = await getJson<{ data: Cue[] }>(backend, '/api/subtitles/contents', {
      subtitlePath: file?.path ?? '',
    });
    expect(data.length).toBeGreaterThan(12);
    const [first, second] = data;
    expect(first).toEqual({
      index: 1,
      content: expect.any(String),
      proprietary: '',
      start: {
        hours: 0,
        minutes: expect.any(Number),
        seconds: expect.any(Number),
        total_seconds: expect.any(Number),
        microseconds: expect.any(Number),
      },
      end: expect.any(Object),
    });
    expect(first?.start.total_seconds).toBe(
      (first?.start.minutes ?? 0) * 60 + (first?.start.seconds ?? 0),
    );
    expect(second?.start.total_seconds).toBeGreaterThanOrEqual(first?.end.total_seconds ?? 0);
    // The same file always reads the same.
    expect(
      await getJson(backend, '/api/subtitles/contents', { subtitlePath: file?.path ?? '' }),
    ).toEqual({ data });
  });

  it('fails as Flask does for a file it cannot open', async () => {
    const { backend } = played('1.6.0');
    const response = await call(backend, 'GET', '/api/subtitles/contents', {
      query: { subtitlePath: '/nowhere/file.srt' },
    });
    expect(response.status).toBe(500);
  });

  it('is an unknown route before 1.6.0', async () => {
    const { backend } = played('1.5.6');
    const file = (await parasite(backend)).subtitles.find((sub) => sub.code2 === 'fr');
    const response = await call(backend, 'GET', '/api/subtitles/contents', {
      query: { subtitlePath: file?.path ?? '' },
    });
    expect(response.status).toBe(404);
  });
});

describe('embedded tracks by id', () => {
  it('lists ids from 1.6.1 only', async () => {
    const older = (await parasite(played('1.6.0').backend)).subtitles;
    expect(older.every((sub) => !('id' in sub))).toBe(true);

    const subtitles = (await parasite(played('1.6.1').backend)).subtitles;
    const ids = subtitles.map((sub) => sub.id);
    expect(new Set(ids).size).toBe(subtitles.length);
    expect(subtitles.find((sub) => sub.path === null)?.embedded_track_id).toBe(0);
    expect(
      subtitles.filter((sub) => sub.path !== null).map((sub) => sub.embedded_track_id),
    ).toEqual([null, null]);
  });

  it('extracts a track as a job that writes its file', async () => {
    const { backend } = played('1.6.1');
    const track = (await parasite(backend)).subtitles.find((sub) => sub.path === null);
    backend.control.mutate((state) => {
      const movie = state.movies.get(PARASITE);
      if (movie) movie.subtitles = movie.subtitles.filter((sub) => sub.path === null);
    });
    const response = await call(backend, 'PATCH', '/api/subtitles', {
      query: { action: 'extract' },
      form: { type: 'movie', id: PARASITE, language: 'en', subtitles_id: track?.id ?? 0 },
    });
    expect(response.status).toBe(204);
    expect(backend.control.jobs()).toEqual([
      expect.objectContaining({ job_name: 'Extracting EN embedded subtitles' }),
    ]);
    await backend.control.jobsIdle();
    expect((await parasite(backend)).subtitles.map((sub) => [sub.code2, sub.path])).toEqual([
      ['en', null],
      ['en', expect.stringMatching(/\.en\.srt$/)],
    ]);
  });

  it('answers 404 for an id the item does not have', async () => {
    const { backend } = played('1.6.1');
    const response = await call(backend, 'PATCH', '/api/subtitles', {
      query: { action: 'extract' },
      form: { type: 'movie', id: PARASITE, language: 'en', subtitles_id: 99999 },
    });
    expect(response.status).toBe(404);
  });

  it.each([
    ['1.6.0', 'extract'],
    ['1.5.6', 'translate'],
  ])('on %s, %s without a path is refused: the path is missing', async (version, action) => {
    const { backend } = played(version);
    const response = await call(backend, 'PATCH', '/api/subtitles', {
      query: { action },
      form: { type: 'movie', id: PARASITE, language: 'de', subtitles_id: 1 },
    });
    expect([response.status, body(response)]).toEqual([400, 'Missing parameter: path']);
  });
});
