import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LATER_RECIPES } from '../../src/styles/laterRecipeNames';
import { FIRST_SCREENS } from '../../src/boot/routeChunks';

/** The production build the browser suites run (globalSetup builds it when it is older than the sources). */
const BUILD = path.resolve(__dirname, '../../build');

/** index.html's scripts (`assets/…js`), in the order they run. */
function bundleScripts(): string[] {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\.\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
}

interface SourceMap {
  sources: string[];
  names: string[];
}

function mapOf(script: string): SourceMap {
  return JSON.parse(readFileSync(path.join(BUILD, `${script}.map`), 'utf8')) as SourceMap;
}

/** The packages (and folders of them) that a built script was made from, per its source map. */
function sourcesOf(script: string): string[] {
  return mapOf(script).sources;
}

function bundleSources(): string[] {
  const scripts = bundleScripts();
  expect(scripts.length).toBeGreaterThan(2);
  return scripts.flatMap(sourcesOf);
}

/** Every page downloads these files first (the first visit must stay under 200 KB gzip): what they must not hold. */
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

  it("holds react-router's routes and links, not its framework mode's prefetching, forms and data routes", () => {
    const names = new Set(bundleScripts().flatMap((script) => mapOf(script).names));
    expect(names).toContain('useRoutesImpl');
    expect(names).toContain('useLinkClickHandler');
    for (const name of ['PrefetchPageLinksImpl', 'usePrefetchBehavior', 'useSubmit', 'DataRoutes2'])
      expect([name, names.has(name)]).toEqual([name, false]);
  });

  it('holds neither the search suggestions, the update notice nor the task runner: each loads on first use', () => {
    expect(from('/src/layout/SuggestionList.tsx')).toEqual([]);
    expect(from('/src/layout/UpdateNotice.tsx')).toEqual([]);
    expect(from('/src/tasks/taskRunner.ts')).toEqual([]);
    // Their loaders are in.
    expect(from('/src/layout/GlobalSearch.tsx')).toHaveLength(1);
    expect(from('/src/tasks/taskListeners.ts')).toHaveLength(1);
  });

  it("holds neither Bazarr 1.6's subtitle viewer, its endpoint, nor the translation of embedded tracks", () => {
    expect(from('/src/features/subtitles/viewer/')).toEqual([]);
    expect(from('/src/api/subtitleContents.ts')).toEqual([]);
    expect(from('/src/api/schemas/subtitleContents.ts')).toEqual([]);
    expect(from('/src/features/subtitles/embedded/TrackTranslateModal.tsx')).toEqual([]);
  });

  it("holds no classic zod and not Chakra's whole theme (only the recipes the app uses)", () => {
    expect(from('/node_modules/zod/v4/classic/')).toEqual([]);
    expect(from('/@chakra-ui/react/dist/esm/theme/index.js')).toEqual([]);
    expect(from('/@chakra-ui/react/dist/esm/theme/recipes/radio-card.js')).toEqual([]);
  });
});

/** The state entry runs while the rest of the bundle downloads: it must not wait for react-dom. */
describe("the state entry's file", () => {
  const scripts = bundleScripts();
  const stateAt = scripts.findIndex((script) => script.startsWith('assets/state.'));
  const sources = stateAt < 0 ? [] : sourcesOf(scripts[stateAt] ?? '');
  const from = (folder: string) => sources.filter((source) => source.includes(folder));

  it('runs after the theme entry and before the main one', () => {
    expect(stateAt).toBeGreaterThan(
      scripts.findIndex((script) => script.startsWith('assets/theme.')),
    );
    expect(stateAt).toBeLessThan(scripts.findIndex((script) => script.startsWith('assets/main.')));
  });

  it('holds the store with its packages and the API endpoints, in one file', () => {
    expect(from('/node_modules/@reduxjs/toolkit/').length).toBeGreaterThan(0);
    expect(from('/node_modules/zod/v4/mini/').length).toBeGreaterThan(0);
    expect(from('/src/app/store.ts')).toHaveLength(1);
    expect(from('/src/api/series.ts')).toHaveLength(1);
  });

  it('holds neither react-dom nor Chakra, Emotion or any of the app’s components', () => {
    expect(from('/node_modules/react-dom/')).toEqual([]);
    expect(from('/node_modules/@chakra-ui/')).toEqual([]);
    expect(from('/node_modules/@emotion/')).toEqual([]);
    expect(sources.filter((source) => source.endsWith('.tsx'))).toEqual([]);
  });
});

/** index.html's listing of each named chunk group's files (src/boot/routeChunks.ts). */
function chunkGroups(): Record<string, string[]> {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const listing = /<script type="application\/json" id="route-chunks">([^<]*)<\/script>/.exec(html);
  return (JSON.parse(listing?.[1] ?? '{}') as { groups: Record<string, string[]> }).groups;
}

/** The recipe names of the Chakra components a script holds ('native-select' -> 'nativeSelect'). */
function chakraComponentsOf(script: string): string[] {
  return sourcesOf(script).flatMap((source) => {
    const component = /@chakra-ui\/react\/dist\/esm\/components\/([^/]+)\//.exec(source)?.[1];
    return component
      ? [component.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]
      : [];
  });
}

/** The first screens of the lists and items do not wait for the later recipes (src/styles/recipesOnDemand.ts). */
describe('the first screens of the lists and items', () => {
  const groups = chunkGroups();
  const firstScreens = [...FIRST_SCREENS];

  it('are chunks of the build, by those names', () => {
    expect(firstScreens.filter((name) => !groups[name]?.length)).toEqual([]);
  });

  it('are one file each: on a slow line every further file waits for one of the six connections', () => {
    expect(firstScreens.map((name) => [name, groups[name]?.length])).toEqual(
      firstScreens.map((name) => [name, 1]),
    );
  });

  it('hold no Chakra component whose recipe comes later, nor does the bundle', () => {
    const files = [...bundleScripts(), ...firstScreens.flatMap((group) => groups[group] ?? [])];
    expect(files.length).toBeGreaterThan(bundleScripts().length);
    const components = new Set(files.flatMap(chakraComponentsOf));
    expect(components).toContain('button');
    expect([...components].filter((component) => LATER_RECIPES.has(component))).toEqual([]);
  });

  it("hold neither Chakra's Alert nor its Checkmark: a failed read and row selection are drawn on plain elements", () => {
    const components = new Set(
      firstScreens.flatMap((group) => groups[group] ?? []).flatMap(chakraComponentsOf),
    );
    expect(components).toContain('badge');
    expect(components).not.toContain('alert');
    expect(components).not.toContain('checkmark');
  });

  it("hold no Chakra Skeleton in the lists: a row whose item is not in yet draws the skeleton's look on a div", () => {
    const lists = ['series', 'movies', 'history', 'wanted'];
    const skeletons = (group: string) =>
      (groups[group] ?? []).flatMap(chakraComponentsOf).filter((name) => name === 'skeleton');
    expect(lists.map((group) => [group, skeletons(group)])).toEqual(
      lists.map((group) => [group, []]),
    );
  });

  it('load without the later recipes, which the pages that use them load with them', () => {
    const recipes = groups['recipes'] ?? [];
    expect(recipes.length).toBeGreaterThan(0);
    const dialogRecipe = (source: string) => source.endsWith('recipes/dialog.js');
    expect(recipes.flatMap(sourcesOf).some(dialogRecipe)).toBe(true);
    expect(bundleSources().some(dialogRecipe)).toBe(false);
    for (const group of firstScreens)
      expect([group, (groups[group] ?? []).filter((file) => recipes.includes(file))]).toEqual([
        group,
        [],
      ]);
  });
});
