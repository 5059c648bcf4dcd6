import {
  Ban,
  ChartBarStacked,
  Clock,
  Film,
  Laptop,
  Settings,
  TriangleExclamationPoint,
  Tv,
  type LucideIcon,
} from 'lucide-react';
import {
  ROUTE_MANIFEST,
  type GroupEntry,
  type NavBadge,
  type NavIcon,
  type Requirement,
} from '../manifest/routeManifest';

/** Fields of GET /badges shown in the sidebar. */
export interface BadgeCounts {
  sonarr_signalr: string;
  radarr_signalr: string;
  episodes: number;
  movies: number;
  providers: number;
  /** Health issues (System > Status). */
  status: number;
  announcements: number;
}

export type BadgeKey = keyof BadgeCounts;

// The manifest names the same badges (it imports nothing, so it spells them itself).
const sameBadges: [NavBadge, BadgeKey] extends [BadgeKey, NavBadge] ? true : never = true;
void sameBadges;

/** Which managers are enabled (settings general.use_sonarr / use_radarr). */
export interface ManagerFlags {
  sonarr: boolean;
  radarr: boolean;
}

/**
 * The managers, and the sections of the connected Bazarr's settings for the entries only some versions have;
 * before the settings are in, those entries are hidden.
 */
export interface NavFlags extends ManagerFlags {
  settingsSections?: readonly string[];
}

export interface NavChild {
  name: string;
  /** Relative to the group path. */
  path: string;
  badge?: BadgeKey;
  requires?: Requirement;
  /**
   * Listed only when the connected Bazarr's settings have this section: Bazarr adds the section with the
   * integration, so the shell tells without the table of versions (src/domain/bazarrCapabilities.ts, which the
   * page itself reads). Its route stays: the page says when this Bazarr lacks it.
   */
  settingsSection?: string;
}

/** Route groups of docs/behaviour.md §2, in sidebar order. Hidden and parameter routes (edit, :id) are not listed here. */
export interface NavGroup {
  name: string;
  path: string;
  icon: LucideIcon;
  badge?: BadgeKey;
  requires?: Requirement;
  /** Groups without children have their own index page; the others redirect to their first visible child. */
  children?: NavChild[];
}

const ICONS: Record<NavIcon, LucideIcon> = {
  Tv,
  Film,
  Clock,
  TriangleExclamationPoint,
  ChartBarStacked,
  Ban,
  Settings,
  Laptop,
};

/** A group's sidebar entry, from its manifest entry: its pages with a sidebar entry are its children. */
function navGroup(group: GroupEntry): NavGroup {
  const children = group.pages.flatMap((page) =>
    page.nav ? [{ name: page.title, path: page.path, ...page.nav }] : [],
  );
  return {
    name: group.title,
    path: group.path,
    ...group.nav,
    icon: ICONS[group.nav.icon],
    ...(children.length > 0 ? { children } : {}),
  };
}

/** The sidebar, from the pages' manifest (src/manifest/routeManifest.ts). */
export const NAVIGATION: readonly NavGroup[] = ROUTE_MANIFEST.map(navGroup);

function isMet(requirement: Requirement | undefined, flags: ManagerFlags): boolean {
  if (requirement === 'sonarr') return flags.sonarr;
  if (requirement === 'radarr') return flags.radarr;
  if (requirement === 'either') return flags.sonarr || flags.radarr;
  return true;
}

const isOffered = (child: NavChild, flags: NavFlags) =>
  isMet(child.requires, flags) &&
  (child.settingsSection === undefined ||
    flags.settingsSections?.includes(child.settingsSection) === true);

/** The groups and children the hiding rules of docs/behaviour.md §2 leave visible, for the sidebar and the route table. */
export function visibleNavigation(
  flags: NavFlags,
  navigation: readonly NavGroup[] = NAVIGATION,
): NavGroup[] {
  return navigation
    .filter((group) => isMet(group.requires, flags))
    .map((group) =>
      group.children
        ? { ...group, children: group.children.filter((child) => isOffered(child, flags)) }
        : group,
    );
}

/** Full paths ('/history/series') of children hidden inside groups that are themselves visible. */
export function hiddenChildPaths(
  flags: ManagerFlags,
  navigation: readonly NavGroup[] = NAVIGATION,
): string[] {
  return navigation
    .filter((group) => isMet(group.requires, flags))
    .flatMap((group) =>
      (group.children ?? [])
        .filter((child) => !isMet(child.requires, flags))
        .map((child) => `/${group.path}/${child.path}`),
    );
}

/** Where `/` leads (docs/behaviour.md §2). */
export function homePath(flags: ManagerFlags): string {
  if (flags.sonarr) return '/series';
  if (flags.radarr) return '/movies';
  return '/settings/general';
}

/** Text of a badge, or null when there is nothing to show (zero, empty, or badges not loaded). */
export function badgeText(
  badges: BadgeCounts | undefined,
  key: BadgeKey | undefined,
): string | null {
  if (!badges || !key) return null;
  const value = badges[key];
  if (typeof value === 'number') return value > 0 ? String(value) : null;
  return value.trim() !== '' ? value : null;
}

/** A group shows the sum of its children's counts, as Bazarr does for Wanted and System. */
export function groupBadgeText(badges: BadgeCounts | undefined, group: NavGroup): string | null {
  if (!group.children) return badgeText(badges, group.badge);
  if (!badges) return null;
  const total = group.children.reduce((sum, child) => {
    const value = child.badge ? badges[child.badge] : 0;
    return typeof value === 'number' ? sum + value : sum;
  }, 0);
  return total > 0 ? String(total) : null;
}
