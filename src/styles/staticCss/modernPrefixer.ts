import type { StylisPlugin } from '@emotion/cache';

/**
 * Properties that a browser Chakra's CSS runs in (cascade layers: Chrome 99, Firefox 97, Safari 15.4 and later) still
 * takes only with `-webkit-` in front: Safari's user-select, text-size-adjust, box-decoration-break, (before 17)
 * hyphens and (before 18) backdrop-filter; Chrome's print-color-adjust and (before 120) mask.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'box-decoration-break',
  'hyphens',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
]);

/**
 * Emotion's prefixer (stylis') writes each flex, transform, appearance or placeholder rule three or four times for
 * browsers of ten years ago: a fifth of the app's CSS, parsed and matched on every load. This one prefixes only what
 * the browsers above still need (background-clip: text, before Chrome 120, too).
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = element.props as string;
  if (WEBKIT_ONLY.has(property) || (property === 'background-clip' && element.children === 'text'))
    element.return = `-webkit-${element.value}${element.value}`;
};

/** The Stylis plugins of the app's Emotion caches (in the page and in the build alike). */
export const STYLIS_PLUGINS = [modernPrefixer];
