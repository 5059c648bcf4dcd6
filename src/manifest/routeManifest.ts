/**
 * Every page of the app, declared once: its path, tab title, sidebar entry, chunk and first data. Plain data
 * imported by the boot script (which runs before the bundle, so nothing here may import anything), the sidebar
 * (src/layout/navigation.ts), the route table and the store's prefetch (src/app). Adding a page: one entry here,
 * and its component in its group's routes (src/pages/<group>/routes.tsx); __tests__/app/routeManifest.test.ts
 * fails when either lacks the other.
 */

/** Fields of GET /badges a sidebar entry shows (src/layout/navigation.ts BadgeCounts). */
export type NavBadge =
  | 'sonarr_signalr'
  | 'radarr_signalr'
  | 'episodes'
  | 'movies'
  | 'providers'
  | 'status'
  | 'announcements';

/** Which managers a page needs ('either': at least one), by the settings' general.use_sonarr / use_radarr. */
export type Requirement = 'sonarr' | 'radarr' | 'either';

/** The sidebar's icons, by name (src/layout/navigation.ts maps them to lucide's). */
export type NavIcon =
  | 'Tv'
  | 'Film'
  | 'Clock'
  | 'TriangleExclamationPoint'
  | 'ChartBarStacked'
  | 'Ban'
  | 'Settings'
  | 'Laptop';

/**
 * What a page shows first, as paths under {base}/api/ (spelled as the API layer spells them): the boot script asks
 * for them (src/boot/earlyRequests.ts), the store's entry dispatches their queries (src/app/pageDataPrefetch.ts).
 */
export interface FirstData {
  /** A list whose first page (start 0, the settings' page size) the page asks for. */
  list?: string;
  /** The list's first page is asked for whatever query the address has (the libraries' lists). */
  listWhateverQuery?: true;
  /** Lists of one item by the address's id, as [path, id key]: ['episodes', 'seriesid'] → episodes?seriesid[]=12. */
  byId?: readonly (readonly [path: string, key: string])[];
  /** Other paths, asked for after those. */
  also?: readonly string[];
}

export interface PageEntry {
  /** Below the group's path: '' for its index, ':id' for one item by number. */
  path: string;
  /** Its name: the sidebar's label for a listed page. */
  title: string;
  /** Listed in the sidebar below its group (in this order), with a badge, shown when its managers are enabled. */
  nav?: {
    badge?: NavBadge;
    requires?: Requirement;
    /** Listed only when the connected Bazarr's settings have this section (a page only some versions have). */
    settingsSection?: string;
  };
  /**
   * Its browser tab's title in Bazarr's words, before ' - <the Bazarr's name>' (src/layout/useRouteTabTitle.ts); by
   * default its title. False: the page names its tab itself (an item's title, once loaded).
   */
  tab?: string | false;
  /** Its tab's title ends with the group's title in brackets: 'Mass Editor - Bazarr (Movies)'. */
  tabSection?: true;
  /** Its own chunk (webpackChunkName) below the group's; none: in the group's. */
  chunk?: string;
  /** Its first screen does without the later Chakra recipes (src/styles/recipesOnDemand.ts). */
  firstScreen?: true;
  firstData?: FirstData;
}

export interface GroupEntry {
  /** Its path, its chunk's name (webpackChunkName in src/app/routeModules.ts) and its id. */
  path: string;
  /** The sidebar's label. */
  title: string;
  /** Its sidebar entry; the sidebar lists the groups in this order. */
  nav: { icon: NavIcon; badge?: NavBadge; requires?: Requirement };
  /** Its pages' tab titles end with its title in brackets: 'Tasks - Bazarr (System)'. */
  tabSection?: true;
  firstScreen?: true;
  /**
   * Its pages. A group with pages listed in the sidebar redirects to the first visible of them; the others have
   * their own index page ('').
   */
  pages: readonly PageEntry[];
}

const languageProfiles = 'system/languages/profiles';
/**
 * Every settings screen edits the settings with the languages and the language profiles, and waits for Bazarr's
 * version (which keys it shows depends on it): asked with the settings, not once the screen's code has run.
 */
const settingsScreen: FirstData = {
  also: ['system/languages', languageProfiles, 'system/status'],
};

/** docs/behaviour.md §2's route table, in sidebar order. */
export const ROUTE_MANIFEST: readonly GroupEntry[] = [
  {
    path: 'series',
    title: 'Series',
    nav: { icon: 'Tv', badge: 'sonarr_signalr', requires: 'sonarr' },
    firstScreen: true,
    pages: [
      {
        path: '',
        title: 'Series',
        firstData: { list: 'series', listWhateverQuery: true, also: [languageProfiles] },
      },
      { path: 'edit', title: 'Mass Editor', tabSection: true, chunk: 'series-edit' },
      {
        path: ':id',
        title: 'Series',
        tab: false,
        chunk: 'series-detail',
        firstScreen: true,
        firstData: {
          byId: [
            ['episodes', 'seriesid'],
            ['series', 'seriesid'],
          ],
          also: [languageProfiles],
        },
      },
    ],
  },
  {
    path: 'movies',
    title: 'Movies',
    nav: { icon: 'Film', badge: 'radarr_signalr', requires: 'radarr' },
    firstScreen: true,
    pages: [
      {
        path: '',
        title: 'Movies',
        firstData: { list: 'movies', listWhateverQuery: true, also: [languageProfiles] },
      },
      { path: 'edit', title: 'Mass Editor', tabSection: true, chunk: 'movies-edit' },
      {
        path: ':id',
        title: 'Movies',
        tab: false,
        chunk: 'movie-detail',
        firstScreen: true,
        firstData: { byId: [['movies', 'radarrid']], also: [languageProfiles] },
      },
    ],
  },
  {
    path: 'history',
    title: 'History',
    nav: { icon: 'Clock', requires: 'either' },
    firstScreen: true,
    pages: [
      {
        path: 'series',
        title: 'Episodes',
        tab: 'Series History',
        nav: { requires: 'sonarr' },
        firstData: { list: 'episodes/history' },
      },
      {
        path: 'movies',
        title: 'Movies',
        tab: 'Movies History',
        nav: { requires: 'radarr' },
        firstData: { list: 'movies/history' },
      },
      {
        path: 'stats',
        title: 'Statistics',
        tab: 'History Statistics',
        nav: {},
        chunk: 'history-stats',
      },
    ],
  },
  {
    path: 'wanted',
    title: 'Wanted',
    nav: { icon: 'TriangleExclamationPoint', requires: 'either' },
    firstScreen: true,
    pages: [
      {
        path: 'series',
        title: 'Episodes',
        tab: 'Wanted Series',
        nav: { badge: 'episodes', requires: 'sonarr' },
        firstData: { list: 'episodes/wanted' },
      },
      {
        path: 'movies',
        title: 'Movies',
        tab: 'Wanted Movies',
        nav: { badge: 'movies', requires: 'radarr' },
        firstData: { list: 'movies/wanted' },
      },
    ],
  },
  // Ours: subtitle coverage per language (not in Bazarr's UI).
  {
    path: 'coverage',
    title: 'Coverage',
    nav: { icon: 'ChartBarStacked', requires: 'either' },
    pages: [{ path: '', title: 'Coverage' }],
  },
  {
    path: 'blacklist',
    title: 'Blacklist',
    nav: { icon: 'Ban', requires: 'either' },
    pages: [
      { path: 'series', title: 'Episodes', tab: 'Blacklisted Series', nav: { requires: 'sonarr' } },
      { path: 'movies', title: 'Movies', tab: 'Blacklisted Movies', nav: { requires: 'radarr' } },
    ],
  },
  {
    path: 'settings',
    title: 'Settings',
    nav: { icon: 'Settings' },
    tabSection: true,
    pages: [
      { path: 'general', title: 'General', nav: {}, firstData: settingsScreen },
      { path: 'languages', title: 'Languages', nav: {}, firstData: settingsScreen },
      { path: 'providers', title: 'Providers', nav: {}, firstData: settingsScreen },
      { path: 'subtitles', title: 'Subtitles', nav: {}, firstData: settingsScreen },
      { path: 'sonarr', title: 'Sonarr', nav: {}, firstData: settingsScreen },
      { path: 'radarr', title: 'Radarr', nav: {}, firstData: settingsScreen },
      { path: 'plex', title: 'Plex', nav: {}, firstData: settingsScreen },
      {
        path: 'jellyfin',
        title: 'Jellyfin',
        nav: { settingsSection: 'jellyfin' },
        firstData: settingsScreen,
      },
      { path: 'notifications', title: 'Notifications', nav: {}, firstData: settingsScreen },
      { path: 'scheduler', title: 'Scheduler', nav: {}, firstData: settingsScreen },
      { path: 'ui', title: 'UI', tab: 'Interface', nav: {}, firstData: settingsScreen },
    ],
  },
  {
    path: 'system',
    title: 'System',
    nav: { icon: 'Laptop' },
    tabSection: true,
    pages: [
      { path: 'tasks', title: 'Tasks', nav: {}, firstData: { also: ['system/tasks'] } },
      { path: 'logs', title: 'Logs', nav: {}, firstData: { also: ['system/logs'] } },
      {
        path: 'providers',
        title: 'Providers',
        nav: { badge: 'providers' },
        firstData: { also: ['providers'] },
      },
      { path: 'backup', title: 'Backups', nav: {}, firstData: { also: ['system/backups'] } },
      {
        path: 'status',
        title: 'Status',
        nav: { badge: 'status' },
        firstData: { also: ['system/status', 'system/health'] },
      },
      { path: 'releases', title: 'Releases', nav: {}, firstData: { also: ['system/releases'] } },
      {
        path: 'announcements',
        title: 'Announcements',
        nav: { badge: 'announcements' },
        firstData: { also: ['system/announcements'] },
      },
    ],
  },
];

/** The group of a path segment ('series'), if it is one. */
export function groupOf(path: string): GroupEntry | undefined {
  return ROUTE_MANIFEST.find((group) => group.path === path);
}

/** The page at `below` (the one path segment below the group: '', 'stats', '12' for ':id'). */
export function pageOf(group: string, below: string): PageEntry | undefined {
  const path = /^\d+$/.test(below) ? ':id' : below;
  return groupOf(group)?.pages.find((page) => page.path === path);
}
