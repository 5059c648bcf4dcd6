/** @jest-environment node */
import { call, getJson, setup } from './helpers';

interface Lang {
  code2: string;
  forced: boolean;
  hi: boolean;
}
interface Sub extends Lang {
  path: string | null;
}
interface Episode {
  sonarrEpisodeId: number;
  sonarrSeriesId: number;
  subtitles: Sub[];
  missing_subtitles: Lang[];
}
interface Movie {
  radarrId: number;
  profileId: number | null;
  subtitles: Sub[];
  missing_subtitles: Lang[];
}
interface History {
  action: number;
  language: Lang;
  subtitles_path: string | null;
  provider: string | null;
}

type Setup = ReturnType<typeof setup>;

async function episode({ backend }: Setup, id: number): Promise<Episode> {
  const { data } = await getJson<{ data: Episode[] }>(backend, '/api/episodes', {
    'episodeid[]': [id],
  });
  const [found] = data;
  if (!found) throw new Error(`episode ${id} not found`);
  return found;
}

/** The first wanted episode of the library, with one of its missing languages. */
async function wantedEpisode(context: Setup) {
  const { data } = await getJson<{ data: { sonarrEpisodeId: number }[] }>(
    context.backend,
    '/api/episodes/wanted',
    { start: 0, length: 1 },
  );
  const id = data[0]?.sonarrEpisodeId ?? 0;
  const item = await episode(context, id);
  const language = item.missing_subtitles[0];
  if (!language) throw new Error('no missing language');
  return { item, language };
}

const typesOf = (context: Setup) => context.events.map((event) => event.type);

describe('writes change the state and emit what Bazarr emits', () => {
  it('uploads an episode subtitle: the file appears, leaves missing, history 4 and events', async () => {
    const context = setup();
    const { item, language } = await wantedEpisode(context);
    const before = item.subtitles.map((sub) => sub.path);
    const response = await call(context.backend, 'POST', '/api/episodes/subtitles', {
      form: {
        seriesid: item.sonarrSeriesId,
        episodeid: item.sonarrEpisodeId,
        language: language.code2,
        forced: language.forced ? 'true' : 'false',
        hi: language.hi ? 'true' : 'false',
      },
      files: { file: [{ name: 'upload.srt', size: 1234 }] },
    });
    expect(response.status).toBe(204);
    const after = await episode(context, item.sonarrEpisodeId);
    const added = after.subtitles.find(
      (sub) => sub.code2 === language.code2 && sub.path !== null && !before.includes(sub.path),
    );
    expect(added?.path).toMatch(new RegExp(`\\.${language.code2}(\\.hi|\\.forced)?\\.srt$`));
    expect(after.missing_subtitles).not.toContainEqual(language);
    const history = await getJson<{ data: History[] }>(context.backend, '/api/episodes/history', {
      episodeid: item.sonarrEpisodeId,
    });
    expect(history.data[0]).toMatchObject({
      action: 4,
      provider: 'manual',
      subtitles_path: added?.path,
    });
    expect(typesOf(context)).toEqual(
      expect.arrayContaining(['episode', 'episode-history', 'episode-wanted', 'badges']),
    );
    expect(context.events).toContainEqual({
      type: 'episode',
      action: 'update',
      payload: item.sonarrEpisodeId,
    });
  });

  it.each(['episode', 'movie'] as const)(
    'reads Forced and HI of a %s upload as Bazarr does: only the exact text "true" counts',
    async (kind) => {
      const context = setup();
      const episodeId = context.backend.state.episodesBySeries.get(1)?.[0] ?? 0;
      const ids: Record<string, number> =
        kind === 'episode' ? { seriesid: 1, episodeid: episodeId } : { radarrid: 3 };
      const historyParams: Record<string, number> =
        kind === 'episode' ? { episodeid: episodeId } : { radarrid: 3 };
      const target = { path: `/api/${kind}s/subtitles`, ids };
      const historyOf = { path: `/api/${kind}s/history`, params: historyParams };
      async function upload(name: string, flags: { forced: string; hi: string }) {
        const response = await call(context.backend, 'POST', target.path, {
          form: { ...target.ids, language: 'it', ...flags },
          files: { file: [{ name, size: 10 }] },
        });
        expect(response.status).toBe(204);
        const history = await getJson<{ data: History[] }>(
          context.backend,
          historyOf.path,
          historyOf.params,
        );
        return history.data[0];
      }
      // 'True' is not 'true' for Bazarr's upload: the file is saved without its suffix.
      expect(await upload('a.srt', { forced: 'True', hi: 'True' })).toMatchObject({
        language: { code2: 'it', forced: false, hi: false },
        subtitles_path: expect.stringMatching(/\.it\.srt$/),
      });
      expect(await upload('b.srt', { forced: 'true', hi: 'false' })).toMatchObject({
        language: { code2: 'it', forced: true, hi: false },
        subtitles_path: expect.stringMatching(/\.it\.forced\.srt$/),
      });
      expect(await upload('c.srt', { forced: 'false', hi: 'true' })).toMatchObject({
        language: { code2: 'it', forced: false, hi: true },
        subtitles_path: expect.stringMatching(/\.it\.hi\.srt$/),
      });
    },
  );

  it('deletes a subtitle file with history 0, and downloads a missing one with history 1', async () => {
    const context = setup();
    const { item, language } = await wantedEpisode(context);
    const ids = { seriesid: item.sonarrSeriesId, episodeid: item.sonarrEpisodeId };
    const download = await call(context.backend, 'PATCH', '/api/episodes/subtitles', {
      form: {
        ...ids,
        language: language.code2,
        forced: String(language.forced),
        hi: String(language.hi),
      },
    });
    expect(download.status).toBe(204);
    const downloaded = (await episode(context, item.sonarrEpisodeId)).subtitles.find(
      (sub) => sub.code2 === language.code2 && sub.path !== null && sub.forced === language.forced,
    );
    expect(downloaded).toBeDefined();
    const path = downloaded?.path ?? '';
    const removal = await call(context.backend, 'DELETE', '/api/episodes/subtitles', {
      form: { ...ids, language: language.code2, forced: 'False', hi: 'False', path },
    });
    expect(removal.status).toBe(204);
    expect(
      (await episode(context, item.sonarrEpisodeId)).subtitles.map((sub) => sub.path),
    ).not.toContain(path);
    const history = await getJson<{ data: History[] }>(context.backend, '/api/episodes/history', {
      episodeid: item.sonarrEpisodeId,
    });
    expect(history.data.slice(0, 2).map((entry) => entry.action)).toEqual([0, 1]);
  });

  it('runs a manual search and downloads one result (history 2)', async () => {
    const context = setup();
    const results = await getJson<{
      data: {
        subtitle: string;
        provider: string;
        language: string;
        score: number;
        matches: string[];
      }[];
    }>(context.backend, '/api/providers/movies', { radarrid: 2 });
    expect(results.data.length).toBeGreaterThan(1);
    const [first] = results.data;
    if (!first) throw new Error('no result');
    const response = await call(context.backend, 'POST', '/api/providers/movies', {
      form: {
        radarrid: 2,
        provider: first.provider,
        subtitle: first.subtitle,
        hi: 'False',
        forced: 'False',
        original_format: 'False',
      },
    });
    expect(response.status).toBe(204);
    const history = await getJson<{ data: History[] }>(context.backend, '/api/movies/history', {
      radarrid: 2,
    });
    expect(history.data[0]).toMatchObject({
      action: 2,
      provider: first.provider,
      language: { code2: first.language },
    });
    expect(typesOf(context)).toEqual(
      expect.arrayContaining(['movie', 'movie-history', 'movie-wanted', 'badges']),
    );
  });

  it('changes profiles of series and movies, with events per id', async () => {
    const context = setup();
    const response = await call(context.backend, 'POST', '/api/movies', {
      form: { radarrid: [1, 2], profileid: ['4', 'none'] },
    });
    expect(response.status).toBe(204);
    const { data } = await getJson<{ data: Movie[] }>(context.backend, '/api/movies', {
      'radarrid[]': [1, 2],
    });
    expect(data.map((movie) => movie.profileId)).toEqual([4, null]);
    expect(data[1]?.missing_subtitles).toEqual([]);
    expect(context.events).toEqual(
      expect.arrayContaining([
        { type: 'movie', action: 'update', payload: 1 },
        { type: 'movie', action: 'update', payload: 2 },
        { type: 'badges', action: 'update', payload: null },
      ]),
    );
    const series = await call(context.backend, 'POST', '/api/series', {
      form: { seriesid: [3], profileid: ['2'] },
    });
    expect(series.status).toBe(204);
    expect(context.events).toContainEqual({ type: 'series', action: 'update', payload: 3 });
  });

  it('syncs one series (and its episodes) or one movie with the manager, reporting each by event', async () => {
    const context = setup();
    const series = await call(context.backend, 'PATCH', '/api/series', {
      form: { action: ['sync'], seriesid: [1] },
    });
    expect(series.status).toBe(204);
    const episodeIds = context.backend.state.episodesBySeries.get(1) ?? [];
    expect(episodeIds.length).toBeGreaterThan(0);
    expect(context.events).toEqual([
      { type: 'series', action: 'update', payload: 1 },
      ...episodeIds.map((id) => ({ type: 'episode', action: 'update', payload: id })),
    ]);

    const movie = await call(context.backend, 'PATCH', '/api/movies', {
      form: { action: ['sync'], radarrid: [7] },
    });
    expect(movie.status).toBe(204);
    expect(context.events.at(-1)).toEqual({ type: 'movie', action: 'update', payload: 7 });
    const unknown = await call(context.backend, 'PATCH', '/api/series', {
      form: { action: ['sync'], seriesid: [999] },
    });
    expect(unknown.status).toBe(404);
  });
});
