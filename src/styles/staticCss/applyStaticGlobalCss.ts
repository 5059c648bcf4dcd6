/** The id of index.html's <style> with Chakra's global CSS (static/index.html). */
export const STATIC_GLOBAL_CSS_ID = 'chakra-global-css';

/**
 * Applies index.html's Chakra global CSS, which waits with `media="not all"`: applied from the start, its thousands
 * of token variables and its reset made the browser's first style pass slower and the shell painted from index.html
 * (which has its own few rules) showed about 70 ms later. Call it just before the app's first render.
 */
export function applyStaticGlobalCss(doc: Document = document): void {
  doc.getElementById(STATIC_GLOBAL_CSS_ID)?.removeAttribute('media');
}
