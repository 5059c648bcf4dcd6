import { preloadRouteChunksNow } from './routeChunks';

// The bundle's first module (webpack.config.ts: the theme entry's first), which runs while the bigger rest of the
// bundle may still download: the page's chunks start now, if the boot script has not started them already
// (src/boot/routeChunks.ts); their round trip then overlaps the bundle's last part.
preloadRouteChunksNow();
