import { ROUTE_MANIFEST, pageOf } from '../manifest/routeManifest';

/**
 * The chunks (route groups, pages, the lists' poster view and server-filtered first page) whose first screen does
 * without the later recipes (src/styles/recipesOnDemand.ts): they render no component those style. lazyNamed reads
 * it by chunk name. The pages' are marked in the manifest (src/manifest/routeManifest.ts); the last two are a
 * list's, not pages.
 */
export const FIRST_SCREENS: ReadonlySet<string> = new Set([
  ...ROUTE_MANIFEST.flatMap((group) => [
    ...(group.firstScreen ? [group.path] : []),
    ...group.pages.flatMap((page) => (page.firstScreen && page.chunk ? [page.chunk] : [])),
  ]),
  'posters',
  'serverFirstPage',
]);

/**
 * The chunk groups (the manifest's chunks, and src/styles/recipesOnDemand.ts's) the page at an address renders: its
 * route group, its page's own chunk, and the later recipes unless both are first screens.
 */
export function routeChunkNames(group: string, below: string): string[] {
  const page = pageOf(group, below)?.chunk;
  const names = page ? [group, page] : [group];
  return names.every((name) => FIRST_SCREENS.has(name)) ? names : [...names, 'recipes'];
}

/** index.html's `route-chunks` (written by the build): the bundle's own files, and each chunk group's others. */
export interface ChunkListing {
  bundle: string[];
  groups: Record<string, string[]>;
}

declare global {
  interface Window {
    /** Set by the boot script: starts the page's chunk preloads now if they have not started yet. */
    __preloadRouteChunks?: () => void;
  }
}

/**
 * Fetches the page's chunks beside the bundle, rather than once the bundle has run and asks for them: the files
 * listed in index.html by the build, preloaded; the bundle's own loading then finds them. Not beside the bundle
 * from the start, though: on a slow line they would share its bandwidth all along and hold back the
 * moment it starts to run. So they start when the bundle starts to run (src/boot/bundleStarted.ts: its first entry,
 * the theme, runs while its bigger rest may still download, so the chunks' round trip overlaps that), or when the
 * browser reports the bundle's files loaded, whichever comes first: a busy page reports late.
 */
export function preloadRouteChunks(group: string, below: string): void {
  const listing = readListing();
  if (!listing) return;
  const files = new Set(
    routeChunkNames(group, below).flatMap((name) => listing.groups[name] ?? []),
  );
  let started = false;
  let stopWatching = () => {};
  const preload = () => {
    if (started) return;
    started = true;
    stopWatching();
    for (const file of files) appendPreload(file);
  };
  window.__preloadRouteChunks = preload;
  stopWatching = whenLoaded(listing.bundle, preload);
}

function readListing(): ChunkListing | undefined {
  const text = document.getElementById('route-chunks')?.textContent;
  if (!text) return undefined;
  try {
    const listing = JSON.parse(text) as Partial<ChunkListing> | null;
    return Array.isArray(listing?.bundle) &&
      typeof listing.groups === 'object' &&
      listing.groups !== null
      ? { bundle: listing.bundle, groups: listing.groups }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `then` once the browser has loaded every one of `files`; at once where it cannot tell. Returns what stops
 * the watch (when the bundle started first).
 */
function whenLoaded(files: readonly string[], then: () => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('resource')
  ) {
    then();
    return () => {};
  }
  const waiting = new Set(files.map((file) => new URL(file, document.baseURI).href));
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) waiting.delete(entry.name);
    if (waiting.size > 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'resource', buffered: true });
  return () => observer.disconnect();
}

function appendPreload(file: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', file);
  document.head.appendChild(link);
}
