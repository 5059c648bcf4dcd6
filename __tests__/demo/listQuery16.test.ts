/** @jest-environment node */
import { getJson, setup } from './helpers';

interface Item {
  title: string;
  year: string;
  monitored: boolean;
  profileId: number | null;
  tags: string[];
  audio_language: { name: string }[];
  episodeMissingCount?: number;
  missing_subtitles?: unknown[];
}
interface Answer {
  data: Item[];
  total: number;
}

const played = (version: string) => setup({ bazarrVersion: version }).backend;
const everything = (backend: ReturnType<typeof played>, path: string) =>
  getJson<Answer>(backend, path);

describe('GET series and movies with the list parameters of Bazarr 1.6', () => {
  it('are ignored before 1.6.1: the page in sort title order, the whole total', async () => {
    const backend = played('1.5.6');
    const all = await everything(backend, '/api/series');
    const answer = await getJson<Answer>(backend, '/api/series', {
      start: 0,
      length: 5,
      sort_by: 'title',
      sort_order: 'desc',
      monitored: 'false',
    });
    expect(answer.total).toBe(all.total);
    expect(answer.data.map((item) => item.title)).toEqual(
      all.data.slice(0, 5).map((item) => item.title),
    );
  });

  it('filter before paging from 1.6.1, the total counting the matching items', async () => {
    const backend = played('1.6.1');
    const all = await everything(backend, '/api/movies');
    const unmonitored = all.data.filter((item) => !item.monitored);
    expect(unmonitored.length).toBeGreaterThan(0);
    const answer = await getJson<Answer>(backend, '/api/movies', {
      start: 0,
      length: 2,
      monitored: 'false',
    });
    expect(answer.total).toBe(unmonitored.length);
    expect(answer.data.map((item) => item.title)).toEqual(
      unmonitored.slice(0, 2).map((item) => item.title),
    );
  });

  it('combine filters: a profile and missing subtitles', async () => {
    const backend = played('1.6.1');
    const all = await everything(backend, '/api/series');
    const profile = all.data.find((item) => (item.episodeMissingCount ?? 0) > 0)?.profileId;
    const wanted = all.data.filter(
      (item) => item.profileId === profile && (item.episodeMissingCount ?? 0) > 0,
    );
    expect(wanted.length).toBeGreaterThan(0);
    const answer = await getJson<Answer>(backend, '/api/series', {
      profileid: String(profile),
      missing: 'true',
    });
    expect(answer.data.map((item) => item.title)).toEqual(wanted.map((item) => item.title));
    expect(answer.total).toBeLessThan(all.total);
  });

  it("'none' keeps the items without a profile", async () => {
    const backend = played('1.6.1');
    const all = await everything(backend, '/api/series');
    const answer = await getJson<Answer>(backend, '/api/series', { profileid: 'none' });
    expect(answer.data.map((item) => item.title)).toEqual(
      all.data.filter((item) => item.profileId === null).map((item) => item.title),
    );
    expect(answer.total).toBeGreaterThan(0);
  });

  it('sort by year, newest first, items without a year last', async () => {
    const backend = played('1.6.1');
    const answer = await getJson<Answer>(backend, '/api/series', {
      sort_by: 'year',
      sort_order: 'desc',
    });
    const years = answer.data.map((item) => Number(item.year) || 0);
    const known = years.filter((year) => year > 0);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(years.slice(known.length).every((year) => year === 0)).toBe(true);
  });

  it('keep only items holding every tag and the audio language asked', async () => {
    const backend = played('1.6.1');
    const all = await everything(backend, '/api/movies');
    const tagged = all.data.find((item) => item.tags.length > 0);
    if (!tagged) throw new Error('no tagged movie in the seed');
    const tag = tagged.tags[0] ?? '';
    const audio = tagged.audio_language[0]?.name ?? '';
    const answer = await getJson<Answer>(backend, '/api/movies', {
      'tags[]': [tag],
      audio_language: audio,
    });
    expect(answer.data.map((item) => item.title)).toContain(tagged.title);
    expect(
      answer.data.every(
        (item) =>
          item.tags.includes(tag) &&
          item.audio_language.some((language) => language.name === audio),
      ),
    ).toBe(true);
  });
});
