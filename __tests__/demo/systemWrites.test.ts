/** @jest-environment node */
import { body, call, getJson, setup } from './helpers';

interface History {
  action: number;
}

describe('blacklist, subtitle tools and system writes', () => {
  it('blacklists a subtitle (entry added, file deleted) and removes entries one by one or all', async () => {
    const context = setup();
    const movie = [...context.backend.state.movies.values()].find((candidate) =>
      candidate.subtitles.some((sub) => sub.path !== null),
    );
    const sub = movie?.subtitles.find((candidate) => candidate.path !== null);
    if (!movie || !sub?.path) throw new Error('no movie with a subtitle file');
    const before = (await getJson<{ data: unknown[] }>(context.backend, '/api/movies/blacklist'))
      .data.length;
    const added = await call(context.backend, 'POST', '/api/movies/blacklist', {
      form: {
        radarrid: movie.id,
        provider: 'podnapisi',
        subs_id: 'xyz-1',
        language: sub.code2,
        subtitles_path: sub.path,
      },
    });
    expect(added.status).toBe(200);
    expect(added.body).toBe('');
    const list = await getJson<{ data: { subs_id: string; radarrId: number }[] }>(
      context.backend,
      '/api/movies/blacklist',
    );
    expect(list.data).toHaveLength(before + 1);
    expect(list.data[0]).toMatchObject({ subs_id: 'xyz-1', radarrId: movie.id });
    expect(movie.subtitles.map((candidate) => candidate.path)).not.toContain(sub.path);
    expect(context.events).toContainEqual({
      type: 'movie-blacklist',
      action: 'update',
      payload: null,
    });

    const one = await call(context.backend, 'DELETE', '/api/movies/blacklist', {
      form: { provider: 'podnapisi', subs_id: 'xyz-1' },
    });
    expect(one.status).toBe(200);
    expect(
      (await getJson<{ data: unknown[] }>(context.backend, '/api/movies/blacklist')).data,
    ).toHaveLength(before);
    const all = await call(context.backend, 'DELETE', '/api/episodes/blacklist', {
      form: { all: 'true' },
    });
    expect(all.status).toBe(204);
    expect(
      (await getJson<{ data: unknown[] }>(context.backend, '/api/episodes/blacklist')).data,
    ).toEqual([]);
  });

  it('syncs (history 5) and translates (history 6, new file) a subtitle', async () => {
    const context = setup();
    const movie = [...context.backend.state.movies.values()].find((candidate) =>
      candidate.subtitles.some((sub) => sub.path !== null && sub.code2 === 'en'),
    );
    const sub = movie?.subtitles.find(
      (candidate) => candidate.path !== null && candidate.code2 === 'en',
    );
    if (!movie || !sub?.path) throw new Error('no movie with an English file');
    const common = { type: 'movie', id: movie.id, path: sub.path };
    expect(
      (
        await call(context.backend, 'PATCH', '/api/subtitles', {
          form: { ...common, action: 'sync', language: 'en' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call(context.backend, 'PATCH', '/api/subtitles', {
          form: { ...common, action: 'shift_offset(h=0,m=0,s=2,ms=0)', language: 'en' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call(context.backend, 'PATCH', '/api/subtitles', {
          form: { ...common, action: 'translate', language: 'it' },
        })
      ).status,
    ).toBe(204);
    const history = await getJson<{ data: History[] }>(context.backend, '/api/movies/history', {
      radarrid: movie.id,
    });
    expect(history.data.slice(0, 3).map((entry) => entry.action)).toEqual([6, 5, 5]);
    expect(
      movie.subtitles.some(
        (candidate) => candidate.code2 === 'it' && candidate.path?.endsWith('.it.srt'),
      ),
    ).toBe(true);
  });

  it.each([
    ['1.5.6', 1],
    ['1.5.2', 0],
  ])(
    'Remove Emoji on %s: a modified file (history 5) only where the mod exists; 204 either way',
    async (version, entries) => {
      const context = setup({ bazarrVersion: version });
      const movie = [...context.backend.state.movies.values()].find((candidate) =>
        candidate.subtitles.some((sub) => sub.path !== null && sub.code2 === 'en'),
      );
      const sub = movie?.subtitles.find(
        (candidate) => candidate.path !== null && candidate.code2 === 'en',
      );
      if (!movie || !sub?.path) throw new Error('no movie with an English file');
      const before = context.backend.state.history.length;
      const answer = await call(context.backend, 'PATCH', '/api/subtitles', {
        form: { type: 'movie', id: movie.id, path: sub.path, action: 'emoji', language: 'en' },
      });
      expect(answer.status).toBe(204);
      expect(context.backend.state.history.length - before).toBe(entries);
    },
  );

  it('dismisses an announcement and updates the badge', async () => {
    const context = setup();
    const { data } = await getJson<{ data: { hash: string; dismissible: boolean }[] }>(
      context.backend,
      '/api/system/announcements',
    );
    const dismissible = data.find((item) => item.dismissible);
    const fixed = data.find((item) => !item.dismissible);
    for (const item of [dismissible, fixed]) {
      expect(
        (
          await call(context.backend, 'POST', '/api/system/announcements', {
            form: { hash: item?.hash ?? '' },
          })
        ).status,
      ).toBe(204);
    }
    const after = await getJson<{ data: { hash: string }[] }>(
      context.backend,
      '/api/system/announcements',
    );
    expect(after.data.map((item) => item.hash)).toEqual(
      data.filter((item) => item !== dismissible).map((item) => item.hash),
    );
    expect(
      (await getJson<{ announcements: number }>(context.backend, '/api/badges')).announcements,
    ).toBe(data.length - 1);
    expect(context.events).toContainEqual({ type: 'badges', action: 'update', payload: null });
  });

  it('resets throttled providers', async () => {
    const context = setup();
    expect(
      (await getJson<{ providers: number }>(context.backend, '/api/badges')).providers,
    ).toBeGreaterThan(0);
    expect(
      (await call(context.backend, 'POST', '/api/providers', { form: { action: 'reset' } })).status,
    ).toBe(204);
    const { data } = await getJson<{ data: { status: string }[] }>(
      context.backend,
      '/api/providers',
    );
    expect(data.every((provider) => provider.status === 'Good')).toBe(true);
    expect((await getJson<{ providers: number }>(context.backend, '/api/badges')).providers).toBe(
      0,
    );
  });

  it('creates and deletes backups', async () => {
    const context = setup({ now: () => Date.UTC(2026, 10, 22, 9, 0, 0) });
    expect((await call(context.backend, 'POST', '/api/system/backups')).status).toBe(204);
    const { data } = await getJson<{ data: { filename: string }[] }>(
      context.backend,
      '/api/system/backups',
    );
    expect(data[0]?.filename).toBe('bazarr_backup_v1.5.2_2026.11.22_09.00.00.zip');
    const removal = await call(context.backend, 'DELETE', '/api/system/backups', {
      form: { filename: data[0]?.filename ?? '' },
    });
    expect(removal.status).toBe(204);
    expect(
      body<{ data: unknown[] }>(await call(context.backend, 'GET', '/api/system/backups')).data,
    ).toHaveLength(data.length - 1);
  });
});
