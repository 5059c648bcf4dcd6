/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServedBackend } from '../../src/demo/server/servedBackend';
import { body, call, setup } from './helpers';
import { shapeDifferences } from './shape';

const SAMPLES = process.env.API_SAMPLES ?? path.resolve(__dirname, '../fixtures/api-samples');

interface Sample {
  file: string;
  method: string;
  path: string;
  query: Record<string, string[]>;
  status: number;
  noKey: boolean;
}

/** The real backend ran from a folder named real-bazarr; the demo library lives under /media. */
const localPath = (value: string) => value.replace(/^\/.*?\/real-bazarr(?=\/)/, '');

function readIndex(): Sample[] {
  const lines = readFileSync(path.join(SAMPLES, 'INDEX.md'), 'utf8').split('\n');
  return lines.flatMap((line) => {
    const match =
      /^\| \[([^\]]+)\]\([^)]+\) \| (\w+) \| `([^`]+)` \| (?:`([^`]*)`)? \| (\d+) \|.*\| ([^|]*) \|$/.exec(
        line,
      );
    if (!match) return [];
    const [, file = '', method = 'GET', samplePath = '', rawQuery = '', status = '0', note = ''] =
      match;
    const query: Record<string, string[]> = {};
    for (const [key, value] of new URLSearchParams(rawQuery))
      (query[key] ??= []).push(localPath(value));
    return [
      {
        file,
        method,
        path: samplePath,
        query,
        status: Number(status),
        noKey: note.includes('without X-API-KEY'),
      },
    ];
  });
}

const samples = readIndex();

describe('the demo backend answers like the real Bazarr samples', () => {
  // As the HTTP server runs it: Bazarr answers a GET on a path without a GET handler with its page.
  const { backend } = setup({}, createServedBackend);

  it('compares shapes strictly: missing or extra keys and other types are differences', () => {
    expect(shapeDifferences({ data: [{ a: 1, b: 'x' }] }, { data: [{ a: '1', c: 2 }] })).toEqual([
      '$.data[0].b: missing',
      '$.data[0].c: unexpected',
      '$.data[0].a: expected number, got string',
    ]);
    expect(shapeDifferences({ a: null, list: [] }, { a: 'now set', list: [{ any: 1 }] })).toEqual(
      [],
    );
  });

  it('reads every sample of INDEX.md', () => {
    expect(samples.length).toBeGreaterThanOrEqual(60);
  });

  it('answers episodes/wanted by id with no rows, as Bazarr up to 1.5.7 does (movies/wanted by id works)', async () => {
    const wanted = body<{ data: { sonarrEpisodeId: number }[] }>(
      await call(backend, 'GET', '/api/episodes/wanted', {
        query: { start: ['0'], length: ['5'] },
      }),
    );
    const ids = wanted.data.map((episode) => String(episode.sonarrEpisodeId));
    expect(ids.length).toBeGreaterThan(0);
    const byId = await call(backend, 'GET', '/api/episodes/wanted', {
      query: { 'episodeid[]': ids },
    });
    expect(body(byId)).toEqual({ data: [], total: 0 });
    const movies = body<{ data: { radarrId: number }[] }>(
      await call(backend, 'GET', '/api/movies/wanted', { query: { start: ['0'], length: ['1'] } }),
    );
    const radarrId = String(movies.data[0]?.radarrId);
    const movieById = body<{ data: { radarrId: number }[] }>(
      await call(backend, 'GET', '/api/movies/wanted', { query: { 'radarrid[]': [radarrId] } }),
    );
    expect(movieById.data.map((movie) => String(movie.radarrId))).toEqual([radarrId]);
  });

  it.each(samples.map((sample) => [sample.file, sample] as const))('%s', async (_file, sample) => {
    const response = await call(backend, sample.method, sample.path, {
      query: sample.query,
      key: sample.noKey ? null : undefined,
    });
    expect(response.status).toBe(sample.status);
    if (sample.file.endsWith('.txt')) {
      // A GET on an API path without a GET handler answers the SPA's index.html.
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      return;
    }
    expect(response.headers['content-type']).toContain('application/json');
    const expected: unknown = JSON.parse(readFileSync(path.join(SAMPLES, sample.file), 'utf8'));
    expect(shapeDifferences(expected, body(response))).toEqual([]);
  });
});
