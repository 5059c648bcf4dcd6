// The bundle's first module (webpack.config.ts: the theme entry's first), which runs while the bigger rest of the
// bundle may still download: the page's chunks start now, if the boot script has not started them already
// (src/boot/routeChunks.ts); their round trip then overlaps the bundle's last part. It imports nothing, so that
// the theme's file carries none of the app (the pages' manifest goes with the store and the shell that read it).
export function preloadRouteChunksNow(): void {
  window.__preloadRouteChunks?.();
}

preloadRouteChunksNow();
