import { loadedAssetUrls, type LoadedAssetsMessage } from './strategy';

/**
 * Registers the service worker (production builds only). Its script and scope are relative to the page's
 * <base href> (document.baseURI), so it works under any base URL: {base}/sw.js controls {base}/.
 * A Bazarr that does not serve build/sw.js answers that path with the page itself (text/html): the browser then
 * refuses the registration, and the app works as before, without the offline shell.
 */
export function serviceWorkerUrls(baseURI: string): { script: string; scope: string } {
  const scope = new URL('./', baseURI);
  return { script: new URL('sw.js', scope).href, scope: scope.pathname };
}

/** The files in a list of loaded resources (the worker keeps the built ones: route chunks, say). */
function loadedAssetsMessage(entries: readonly PerformanceEntry[]): LoadedAssetsMessage {
  return { type: 'loaded-assets', urls: entries.map((entry) => entry.name) };
}

/**
 * A page the worker does not control (the first visit) loads its later chunks (the socket, the toaster) beside
 * the worker: each is handed to it as it loads, so the next visit finds them all in the cache. Only built files
 * are posted: the API requests of a long session are not the worker's business.
 */
function handOverLaterFiles(worker: ServiceWorker, scopeUrl: string): void {
  if (navigator.serviceWorker.controller || typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    const message = loadedAssetsMessage(list.getEntries());
    const urls = loadedAssetUrls(message, scopeUrl);
    if (urls.length > 0) worker.postMessage({ ...message, urls });
  }).observe({ type: 'resource' });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const { script, scope } = serviceWorkerUrls(document.baseURI);
  const register = () => {
    navigator.serviceWorker
      .register(script, { scope })
      .then(() => navigator.serviceWorker.ready)
      .then(({ active }) => {
        if (!active) return;
        active.postMessage(loadedAssetsMessage(performance.getEntriesByType('resource')));
        handOverLaterFiles(active, new URL(scope, document.baseURI).href);
      })
      .catch(() => undefined);
  };
  // After the page has loaded: the worker's own downloads must not compete with the first screen.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
