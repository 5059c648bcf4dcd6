/**
 * Which paths of a Bazarr site are files of `frontend/build`, which Bazarr answers itself, and which get the page.
 * Pure (no express): shared by the demo server, the `BAZARR_URL` proxy of `npm start` and the sidecar server.
 */

/** Files Bazarr serves from build/ beside assets/ and images/ (bazarr/app/ui.py, its PWA files). */
const BUILD_ROOT_FILES = new Set(['sw.js', 'manifest.webmanifest', 'registerSW.js']);

/**
 * True for a path (below the base URL) that Bazarr answers with a file of build/: assets/*, images/*, and its PWA
 * files at the root. Any other path gets the rendered page, as on Bazarr, even if build/ holds such a file.
 */
export function servedFromBuild(pathBelowBase: string): boolean {
  const relative = pathBelowBase.replace(/^\/+/, '');
  return (
    relative.startsWith('assets/') ||
    relative.startsWith('images/') ||
    BUILD_ROOT_FILES.has(relative) ||
    /^workbox-[^/]+$/.test(relative)
  );
}

/**
 * What Bazarr answers itself rather than with the page (below the base URL): the API and its socket.io endpoint,
 * posters, the Sonarr/Radarr connection test, the log file and backup downloads. Prefixes end with '/' where the
 * UI has a page of a similar name (the Backups page is /system/backup).
 */
export const BAZARR_PREFIXES: readonly string[] = [
  '/api/',
  '/images/series/',
  '/images/movies/',
  '/test/',
  '/system/backup/download/',
];
const BAZARR_EXACT = new Set(['/api', '/bazarr.log']);

export function answeredByBazarr(pathBelowBase: string): boolean {
  return (
    BAZARR_EXACT.has(pathBelowBase) ||
    BAZARR_PREFIXES.some((prefix) => pathBelowBase.startsWith(prefix))
  );
}

/** The path below the base URL ('/bazarr/api/x' -> '/api/x'), or null when the path is not under it. */
export function belowBase(path: string, baseUrl: string): string | null {
  if (baseUrl === '') return path;
  if (path === baseUrl) return '/';
  return path.startsWith(`${baseUrl}/`) ? path.slice(baseUrl.length) : null;
}
