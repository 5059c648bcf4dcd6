/** Pages in chunks of their own below their route group, by the path below it ('id' for a number). */
const PAGE_CHUNKS: Record<string, Record<string, string>> = {
  series: { id: 'series-detail', edit: 'series-edit' },
  movies: { id: 'movie-detail', edit: 'movies-edit' },
  history: { stats: 'history-stats' },
};

/**
 * The chunk groups (webpackChunkName in src/app/routeModules.ts, src/pages/<group>/routes.tsx and
 * src/app/lazyNamed.tsx) the page at an address renders: its route group, its page's own chunk, the later recipes.
 */
export function routeChunkNames(group: string, below: string): string[] {
  const page = PAGE_CHUNKS[group]?.[/^\d+$/.test(below) ? 'id' : below];
  // The Chakra recipes of every lazy page (src/app/lazyNamed.tsx) come with the first one.
  return page ? [group, page, 'recipes'] : [group, 'recipes'];
}

/**
 * Fetches the page's chunks now, beside the bundle, rather than once the bundle has run and asks for them: the
 * files listed in index.html by the build (`route-chunks`), preloaded; the bundle's own loading then finds them.
 */
export function preloadRouteChunks(group: string, below: string): void {
  const listing = document.getElementById('route-chunks')?.textContent;
  if (!listing) return;
  let chunks: Record<string, string[]>;
  try {
    chunks = JSON.parse(listing) as Record<string, string[]>;
  } catch {
    return;
  }
  const files = new Set(routeChunkNames(group, below).flatMap((name) => chunks[name] ?? []));
  for (const file of files) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', file);
    document.head.appendChild(link);
  }
}
