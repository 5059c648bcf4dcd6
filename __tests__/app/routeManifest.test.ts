import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAGES, PREFETCHED } from '../../src/app/pageDataPrefetch';
import { ROUTE_MODULES } from '../../src/app/routeModules';
import { ROUTE_MANIFEST } from '../../src/manifest/routeManifest';

const source = (file: string) => readFileSync(path.join(__dirname, '../../src', file), 'utf8');
const chunkNames = (text: string) =>
  [...text.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);

/** The routes a group's module renders: '' for its index, '*' (its 404) left out. */
function routesOf(group: string): string[] {
  const text = source(`pages/${group}/routes.tsx`);
  return [...text.matchAll(/<Route\s+(index|path="([^"]*)")/g)]
    .map((match) => (match[1] === 'index' ? '' : match[2]!))
    .filter((route) => route !== '*');
}

describe('the route manifest (a new page is one manifest entry, and its component)', () => {
  const groups = ROUTE_MANIFEST.map((group) => group.path);

  it('has a route group module, in a chunk of its name, for each of its groups, and no other', () => {
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual([...groups].sort());
    expect(chunkNames(source('app/routeModules.ts')).sort()).toEqual([...groups].sort());
  });

  it.each(ROUTE_MANIFEST.map((group) => [group.path, group] as const))(
    "lists the routes of the %s group's module, each once, and the chunks of its pages",
    (group, entry) => {
      const declared = entry.pages.map((page) => page.path);
      expect(new Set(declared).size).toBe(declared.length);
      expect(routesOf(group).sort()).toEqual([...declared].sort());
      expect(chunkNames(source(`pages/${group}/routes.tsx`)).sort()).toEqual(
        entry.pages.flatMap((page) => (page.chunk ? [page.chunk] : [])).sort(),
      );
    },
  );

  it("has the store's prefetch query of every list whose first page the boot script asks for", () => {
    const lists = ROUTE_MANIFEST.flatMap((group) =>
      group.pages.flatMap((page) => (page.firstData?.list ? [page.firstData.list] : [])),
    );
    expect(lists.filter((list) => !(list in FIRST_PAGES))).toEqual([]);
    const others = ROUTE_MANIFEST.flatMap((group) =>
      group.pages.flatMap((page) => [
        ...(page.firstData?.byId ?? []).map(([path]) => path),
        ...(page.firstData?.also ?? []),
      ]),
    );
    // A movie by id and the System pages' lists are left to their pages (a movie's asks for it with its other data).
    expect(others.filter((other) => !(other in PREFETCHED))).toEqual([
      'movies',
      'system/tasks',
      'system/logs',
      'providers',
      'system/backups',
      'system/health',
      'system/releases',
      'system/announcements',
    ]);
  });
});
