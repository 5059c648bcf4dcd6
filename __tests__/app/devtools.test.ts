import { stateSanitizer } from '../../src/app/devtools';

const many = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('what Redux DevTools is shown', () => {
  it('keeps the RTK Query cache readable, with long answers cut to their length', () => {
    const state = {
      api: {
        queries: {
          'getBadges(undefined)': { status: 'fulfilled', data: { episodes: 3 } },
          'getSeries({"start":0})': { status: 'fulfilled', data: { ids: many(500), total: 500 } },
          'getLogs(undefined)': { status: 'fulfilled', data: many(60) },
          'getTasks(undefined)': { status: 'pending' },
        },
        mutations: {},
        config: { online: true },
      },
      series: { ids: many(10), entities: {} },
      episodes: { ids: many(1000), entities: {} },
    };

    const shown = stateSanitizer(state) as unknown as typeof state & {
      api: { queries: Record<string, { data?: unknown }> };
    };

    expect(shown.api.queries['getBadges(undefined)']?.data).toEqual({ episodes: 3 });
    expect(shown.api.queries['getSeries({"start":0})']?.data).toEqual({
      ids: '<<500 items>>',
      total: 500,
    });
    expect(shown.api.queries['getLogs(undefined)']?.data).toBe('<<60 items>>');
    expect(shown.api.queries['getTasks(undefined)']).toEqual({ status: 'pending' });
    expect(shown.api.config).toEqual({ online: true });
    expect(shown.series.ids).toHaveLength(10);
    expect(shown.episodes).toEqual({ ids: '<<1000 ids>>', entities: '<<omitted>>' });
    // The store itself is untouched.
    expect(state.api.queries['getLogs(undefined)'].data).toHaveLength(60);
  });
});
