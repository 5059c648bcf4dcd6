import { jinjaOpening } from '../../bazarrPage/jinja';
import { buildSystem } from './buildSystem';
import { chakraGlobalCss } from './chakraGlobalCss';

/**
 * Makes CSS safe inside index.html: nothing Jinja reads (jinja.ts), which a space after the brace changes into the
 * same CSS, and nothing that ends the <style>.
 */
export function htmlSafeCss(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('The global CSS would end its <style> element');
  return css.replace(jinjaOpening, '{ ');
}

/** Run by the build (static/index.html requires it): Chakra's global CSS for index.html. */
export const staticGlobalCss = htmlSafeCss(chakraGlobalCss(buildSystem));
