import { preloadRouteChunksNow } from './routeChunks';

// The bundle's first module (src/index.tsx imports it first): the page's chunks download while the rest of the
// bundle starts up, if the boot script has not started them already (src/boot/routeChunks.ts).
preloadRouteChunksNow();
