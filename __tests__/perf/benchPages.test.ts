import type { PageFacts } from '../../bench/pageFacts';
import { heapPages, selectPages } from '../../bench/pages';

const facts: PageFacts = {
  longSeries: { id: 7, latestSeason: 40 },
  movie: { id: 3, title: 'Heat' },
  version: '1.5.2',
  release: undefined,
  rows: {
    'system/tasks': 12,
    'system/providers': 0,
    'episodes/wanted': 5,
    'episodes/history': 30,
    'movies/history': 30,
  },
};

const names = (filter: string | undefined, log: (line: string) => void = () => undefined) =>
  selectPages(facts, filter, log).map((page) => page.name);

describe('the side-by-side pages (BENCH_PAGES)', () => {
  it('run the default set when no filter is given', () => {
    expect(names(undefined)).toEqual([
      '/series',
      '/movies',
      '/series/{long}',
      '/wanted/series',
      '/history/series',
      '/movies/edit',
      '/settings/languages',
      '/system/tasks',
    ]);
  });

  it('take page names and their starts, or all', () => {
    expect(names('/system/tasks,/movies/{id}')).toEqual(['/movies/{id}', '/system/tasks']);
    expect(names('/settings')).toHaveLength(10);
    // Every page but those whose list is empty or unknown here (providers, backups, logs, announcements,
    // releases, blacklists, wanted movies, the statistics).
    expect(names('all')).toHaveLength(21);
  });

  it('leave out, and say so, a page with nothing to wait for', () => {
    const log = jest.fn();
    expect(names('/system', log)).toEqual(['/system/tasks', '/system/status']);
    expect(log).toHaveBeenCalledWith('  /system/providers left out: system/providers is empty');
    expect(log).toHaveBeenCalledWith(
      '  /system/releases left out: no releases (Bazarr reads them from GitHub)',
    );
  });

  it('wait for what each kind of page shows first, the same in both UIs', () => {
    // In the order of the app's navigation, whatever the filter's.
    const [movie, languages, status] = selectPages(
      facts,
      '/movies/{id},/system/status,/settings/languages',
      () => undefined,
    );
    expect(movie?.path).toBe('/movies/3');
    expect(movie?.watch.theirs).toEqual({ selector: 'main', withText: false, text: 'Heat' });
    expect(status?.watch.ours.text).toBe('1.5.2');
    expect(languages?.watch.ours).toEqual(languages?.watch.theirs);
    expect(languages?.watch.ours.selector).toContain('main input');
  });

  it('browse /series, /movies and the long series for the heap', () => {
    expect(heapPages(facts).map((page) => page.path)).toEqual(['/series', '/movies', '/series/7']);
  });
});
