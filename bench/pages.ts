import type { PageFacts } from './pageFacts';
import type { Ui } from './scenarios/sideBySide';
import { seasonRowSelector } from './session';

/** What counts as a page's first content: an element matching `selector`, whose row shows text, or holding `text`. */
export interface Watch {
  selector: string;
  withText: boolean;
  text?: string;
}

/** A page both UIs show, and how to recognise its first content in each. */
export interface ComparedPage {
  name: string;
  path: string;
  watch: Record<Ui, Watch>;
  /** In the default set (BENCH_PAGES unset). */
  byDefault: boolean;
}

/**
 * The kinds of first content, the same signal in both UIs (elements and texts any user sees, no test ids):
 * - a list: a table row with at least two cells (not a one-cell empty state or group header) showing text (not a
 *   skeleton); Bazarr's UI (Mantine tables) and ours both draw their lists as tables;
 * - a settings page: the first form field in the page's main area; both UIs draw a settings form only once the
 *   settings are in, with their saved values;
 * - a value: the page's main area shows a text the backend gave (the status page's Bazarr version, the newest
 *   release's name, a movie's title);
 * - the statistics: the chart's first bar (both UIs draw it with the same charting library).
 */
const DATA_ROW: Watch = { selector: 'table tbody tr td + td', withText: true };
const FORM_FIELD: Watch = { selector: 'main input, main select, main textarea', withText: false };
const CHART_BAR: Watch = { selector: '.recharts-bar-rectangle', withText: false };
const both = (watch: Watch): Record<Ui, Watch> => ({ ours: watch, theirs: watch });
const shows = (text: string) => both({ selector: 'main', withText: false, text });

/** The settings screens Bazarr 1.5 has (Jellyfin came later). */
const SETTINGS = [
  'general',
  'languages',
  'providers',
  'subtitles',
  'sonarr',
  'radarr',
  'plex',
  'notifications',
  'scheduler',
  'ui',
];

interface Candidate extends ComparedPage {
  /** Why the page is left out on this backend (an empty list, a missing item), if it is. */
  missing?: string;
}

function list(name: string, facts: PageFacts, rowsOf?: string, byDefault = false): Candidate {
  const rows = rowsOf === undefined ? 1 : (facts.rows[rowsOf] ?? 0);
  return {
    name,
    path: name,
    watch: both(DATA_ROW),
    byDefault,
    missing: rows > 0 ? undefined : `${rowsOf} is empty`,
  };
}

function candidates(facts: PageFacts): Candidate[] {
  const { longSeries, movie, version, release } = facts;
  const longSeason = longSeries?.latestSeason;
  return [
    list('/series', facts, undefined, true),
    list('/movies', facts, undefined, true),
    {
      name: '/series/{long}',
      path: `/series/${longSeries?.id ?? 0}`,
      // Ours draws one table per season, the latest season open and first.
      watch: {
        ours:
          longSeason === undefined
            ? DATA_ROW
            : { selector: seasonRowSelector(longSeason), withText: true },
        theirs: DATA_ROW,
      },
      byDefault: true,
      missing: longSeries ? undefined : 'no series',
    },
    {
      name: '/movies/{id}',
      path: `/movies/${movie?.id ?? 0}`,
      watch: shows(movie?.title ?? ''),
      byDefault: false,
      missing: movie ? undefined : 'no movie',
    },
    list('/wanted/series', facts, 'episodes/wanted', true),
    list('/wanted/movies', facts, 'movies/wanted'),
    list('/history/series', facts, 'episodes/history', true),
    list('/history/movies', facts, 'movies/history'),
    {
      name: '/history/stats',
      path: '/history/stats',
      watch: both(CHART_BAR),
      byDefault: false,
      missing: (facts.rows['history/stats'] ?? 0) > 0 ? undefined : 'no downloads this month',
    },
    list('/blacklist/series', facts, 'episodes/blacklist'),
    list('/blacklist/movies', facts, 'movies/blacklist'),
    list('/series/edit', facts),
    list('/movies/edit', facts, undefined, true),
    ...SETTINGS.map((name): Candidate => ({
      name: `/settings/${name}`,
      path: `/settings/${name}`,
      watch: both(FORM_FIELD),
      byDefault: name === 'languages',
    })),
    list('/system/tasks', facts, 'system/tasks', true),
    {
      name: '/system/status',
      path: '/system/status',
      watch: shows(version ?? ''),
      byDefault: false,
      missing: version ? undefined : 'no version in the status',
    },
    list('/system/providers', facts, 'system/providers'),
    list('/system/backup', facts, 'system/backups'),
    list('/system/logs', facts, 'system/logs'),
    {
      name: '/system/releases',
      path: '/system/releases',
      watch: shows(release ?? ''),
      byDefault: false,
      missing: release ? undefined : 'no releases (Bazarr reads them from GitHub)',
    },
    list('/system/announcements', facts, 'system/announcements'),
  ];
}

/**
 * BENCH_PAGES: unset, the default set; `all`, every page; otherwise a comma-separated list of page names or
 * their starts (`/settings` is every settings page, `/system/tasks,/series` two pages and everything below /series).
 */
export function selectPages(
  facts: PageFacts,
  filter: string | undefined,
  log: (line: string) => void,
): ComparedPage[] {
  const tokens = (filter ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const wanted = (page: Candidate) =>
    tokens.length === 0
      ? page.byDefault
      : tokens.some((token) => token === 'all' || page.name.startsWith(token));
  const chosen = candidates(facts).filter(wanted);
  for (const page of chosen.filter((candidate) => candidate.missing))
    log(`  ${page.name} left out: ${page.missing}`);
  return chosen
    .filter((page) => !page.missing)
    .map(({ name, path, watch, byDefault }) => ({ name, path, watch, byDefault }));
}

/** The pages browsed in one tab for the heap figure: /series, /movies, then the long series. */
export function heapPages(facts: PageFacts): ComparedPage[] {
  const names = ['/series', '/movies', '/series/{long}'];
  return selectPages(facts, names.join(','), () => undefined).filter((page) =>
    names.includes(page.name),
  );
}
