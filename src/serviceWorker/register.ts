import type { LoadedAssetsMessage } from './strategy';

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

/** Every file this page loaded so far; the worker keeps the built ones (its route chunks, say). */
function loadedAssetsMessage(): LoadedAssetsMessage {
  return {
    type: 'loaded-assets',
    urls: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const { script, scope } = serviceWorkerUrls(document.baseURI);
  const register = () => {
    navigator.serviceWorker
      .register(script, { scope })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage(loadedAssetsMessage()))
      .catch(() => undefined);
  };
  // After the page has loaded: the worker's own downloads must not compete with the first screen.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
