import { buildSystem } from './buildSystem';
import { looksCss, looksOf } from './looksCss';
import { htmlSafeCss } from './staticGlobalCss';

// webpack's require.context: index.html's template is compiled by webpack, which hands it every looks module.
declare const require: {
  context(
    directory: string,
    deep: boolean,
    filter: RegExp,
  ): {
    keys(): string[];
    (id: string): Record<string, unknown>;
  };
};

const modules = require.context('../..', true, /\.looks\.ts$/);
// The build's system: the looks of dialogs and forms use the recipes the bundle loads later.
const { names, css } = looksCss(buildSystem, looksOf(modules.keys().map((id) => modules(id))));

/** Run by the build (static/index.html requires it): the CSS of every look declared in src's `*.looks.ts`. */
export const staticLooks = { names: names.join(' '), css: htmlSafeCss(css) };
