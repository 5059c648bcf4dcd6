import createCache from '@emotion/cache';
import { STYLIS_PLUGINS } from './modernPrefixer';

/** The id of index.html's <style> with the CSS of the app's fixed looks (static/index.html, staticLooks.ts). */
export const STATIC_LOOKS_ID = 'static-looks';

/**
 * The page's Emotion cache. The looks of index.html count as inserted (their names are in the element's
 * `data-looks`), and Emotion's own <style> elements go right after that element, so the cascade keeps the order the
 * looks were computed in. The element stays where index.html put it: Emotion would move a server-rendered one
 * (`data-emotion`) into <head>, twice, and each move made the browser take in its 140 KB of CSS again (~25 ms cold,
 * 100 ms at 4x CPU, before the first render). Without the element (tests): Emotion's usual cache.
 */
export function pageEmotionCache(doc: Document = document) {
  const looks = doc.getElementById(STATIC_LOOKS_ID);
  const parent = looks?.parentElement;
  const options = { key: 'css', stylisPlugins: STYLIS_PLUGINS };
  if (!looks || !parent) return createCache(options);
  const cache = createCache({ ...options, container: parent, insertionPoint: looks });
  for (const name of looks.dataset.looks?.split(' ') ?? [])
    if (name !== '') cache.inserted[name] = true;
  return cache;
}
