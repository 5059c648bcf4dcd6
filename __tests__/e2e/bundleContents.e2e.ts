import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The production build the browser suites run (globalSetup builds it when it is older than the sources). */
const BUILD = path.resolve(__dirname, '../../build');

/** The packages (and folders of them) that the files of index.html's scripts were built from, per their maps. */
function bundleSources(): string[] {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\.\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(scripts.length).toBeGreaterThan(2);
  return scripts.flatMap(
    (script) =>
      (JSON.parse(readFileSync(path.join(BUILD, `${script}.map`), 'utf8')) as { sources: string[] })
        .sources,
  );
}

/** Every page downloads these files first (issue 16: first visit under 200 KB gzip): what they must not hold. */
describe('the bundle that every first visit downloads', () => {
  const sources = bundleSources();
  const from = (folder: string) => sources.filter((source) => source.includes(folder));

  it('is built from react-dom, Redux Toolkit, zod/mini and the app', () => {
    expect(from('/node_modules/react-dom/').length).toBeGreaterThan(0);
    expect(from('/node_modules/@reduxjs/toolkit/').length).toBeGreaterThan(0);
    expect(from('/node_modules/zod/v4/mini/').length).toBeGreaterThan(0);
    expect(from('/src/app/').length).toBeGreaterThan(0);
  });

  it('holds neither hoist-non-react-statics nor react-is: Emotion imports them for a withTheme nothing uses', () => {
    expect(from('/node_modules/hoist-non-react-statics/')).toEqual([]);
    expect(from('/node_modules/react-is/')).toEqual([]);
  });

  it("holds neither Chakra's reset nor the anatomies of components the app does not use", () => {
    expect(from('/@chakra-ui/react/dist/esm/styled-system/preflight.js')).toEqual([]);
    expect(from('/node_modules/@zag-js/color-picker/')).toEqual([]);
    expect(from('/node_modules/@zag-js/date-picker/')).toEqual([]);
    // Those it uses are in.
    expect(from('/node_modules/@zag-js/accordion/').length).toBeGreaterThan(0);
  });

  it("holds no classic zod and not Chakra's whole theme (only the recipes the app uses)", () => {
    expect(from('/node_modules/zod/v4/classic/')).toEqual([]);
    expect(from('/@chakra-ui/react/dist/esm/theme/index.js')).toEqual([]);
    expect(from('/@chakra-ui/react/dist/esm/theme/recipes/radio-card.js')).toEqual([]);
  });
});
