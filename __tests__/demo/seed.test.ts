/** @jest-environment node */
import { createState } from '../../src/demo/core/seed/createState';
import { getJson, setup } from './helpers';

const now = Date.UTC(2026, 10, 21);

describe('the seeded library', () => {
  it('is the same for the same seed and differs for another', () => {
    const titles = (seed: number) =>
      [...createState({ seed, now }).episodes.values()]
        .slice(0, 50)
        .map((episode) => episode.title);
    expect(titles(7)).toEqual(titles(7));
    expect(titles(7)).not.toEqual(titles(8));
  });

  it('has present, missing and embedded subtitles, every history action and a blacklist', async () => {
    const { backend } = setup();
    const { state } = backend;
    const subtitles = [...state.episodes.values(), ...state.movies.values()].flatMap(
      (item) => item.subtitles,
    );
    expect(subtitles.some((sub) => sub.path === null)).toBe(true);
    expect(subtitles.some((sub) => sub.path !== null)).toBe(true);
    const badges = await getJson<{ episodes: number; movies: number }>(backend, '/api/badges');
    expect(badges.episodes).toBeGreaterThan(0);
    expect(badges.movies).toBeGreaterThan(0);
    expect(new Set(state.history.map((record) => record.action))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6]),
    );
    expect(state.blacklist.some((entry) => entry.kind === 'episode')).toBe(true);
    expect(state.blacklist.some((entry) => entry.kind === 'movie')).toBe(true);
    expect(state.languages).toHaveLength(187);
  });

  it('finds titles with accents without typing them', async () => {
    const { backend } = setup();
    const results = await getJson<{ title: string }[]>(backend, '/api/system/searches', {
      query: 'pokemon',
    });
    expect(results.map((result) => result.title)).toEqual(
      expect.arrayContaining(['Pokémon', 'Pokémon: The First Movie']),
    );
    const amelie = await getJson<{ title: string }[]>(backend, '/api/system/searches', {
      query: 'AMELIE',
    });
    expect(amelie.map((result) => result.title)).toContain('Amélie');
  });

  it('serves a poster for the URLs the data carries', async () => {
    const { backend } = setup();
    const { data } = await getJson<{ data: { poster: string }[] }>(backend, '/api/movies', {
      start: 0,
      length: 1,
    });
    const response = await backend.handle({ method: 'GET', path: data[0]?.poster ?? '' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('puts the base URL in front of image paths, as Bazarr does, and serves those URLs', async () => {
    const baseUrl = '/bazarr';
    const { backend } = setup({ baseUrl });
    const images = (item: { poster: string; fanart?: string }) =>
      item.fanart === undefined ? [item.poster] : [item.poster, item.fanart];
    const series = await getJson<{ data: { poster: string; fanart: string }[] }>(
      backend,
      '/api/series',
      { start: 0, length: 1 },
    );
    const movies = await getJson<{ data: { poster: string; fanart: string }[] }>(
      backend,
      '/api/movies',
      { start: 0, length: 1 },
    );
    const found = await getJson<{ poster: string }[]>(backend, '/api/system/searches', {
      query: 'the',
    });
    const urls = [...series.data, ...movies.data, ...found.slice(0, 2)].flatMap(images);
    expect(urls.length).toBe(6);
    for (const url of urls) {
      expect(url).toMatch(/^\/bazarr\/images\/(series|movies)\/MediaCover\/\d+\/[\w-]+\.jpg$/);
      // The server sees the path below its base URL, as a browser requesting the URL reaches it.
      const response = await backend.handle({ method: 'GET', path: url.slice(baseUrl.length) });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('generates the large library (2,000 series, 100,000 episodes, 10,000 movies)', () => {
    const state = createState({ size: 'large', now });
    expect(state.series.size).toBe(2000);
    expect(state.episodes.size).toBe(100_000);
    expect(state.movies.size).toBe(10_000);
    const longest = Math.max(...[...state.episodesBySeries.values()].map((ids) => ids.length));
    expect(longest).toBe(1000);
    const seasons = new Set(
      [...state.episodes.values()]
        .filter((episode) => episode.seriesId === 30)
        .map((episode) => episode.season),
    );
    expect(seasons.size).toBe(40);
  });
});
