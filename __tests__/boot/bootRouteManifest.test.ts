import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import bootRouteManifest from '../../scripts/bootRouteManifest';
import * as manifest from '../../src/manifest/routeManifest';

const SOURCE = readFileSync(path.join(__dirname, '../../src/manifest/routeManifest.ts'), 'utf8');

/** The module the boot script gets (webpack.config.ts: the loader, for imports from src/boot). */
function bootCopy(): typeof manifest {
  const { outputText } = ts.transpileModule(bootRouteManifest(SOURCE), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} as typeof manifest };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, require);
  return module.exports;
}

/** A module's code as the build emits it, without comments and white space. */
function emitted(source: string): string {
  return ts
    .transpileModule(source, {
      compilerOptions: { target: ts.ScriptTarget.ES2020, removeComments: true },
    })
    .outputText.replace(/\s+/g, '');
}

describe("the boot script's copy of the route manifest", () => {
  const copy = bootCopy();

  it('leaves out what the boot script does not read: titles, tab titles, sidebar entries', () => {
    expect(JSON.stringify(copy.ROUTE_MANIFEST)).not.toMatch(
      /"(title|tab|tabSection|nav|listWhateverQuery)"/,
    );
    // What it writes into every page, as code without comments and spaces: the pages' first data stays.
    expect(emitted(bootRouteManifest(SOURCE)).length).toBeLessThan(emitted(SOURCE).length * 0.6);
  });

  it('holds, for every address, the same chunks, first screens and first data as the manifest', () => {
    for (const group of manifest.ROUTE_MANIFEST) {
      expect(copy.groupOf(group.path)?.firstScreen).toBe(group.firstScreen);
      for (const page of group.pages) {
        const below = page.path === ':id' ? '12' : page.path;
        const { chunk, firstScreen } = page;
        const { listWhateverQuery: _notRead, ...firstData } = page.firstData ?? {};
        const slim = copy.pageOf(group.path, below);
        expect([group.path, below, slim?.chunk, slim?.firstScreen, slim?.firstData]).toEqual([
          group.path,
          below,
          chunk,
          firstScreen,
          page.firstData && firstData,
        ]);
      }
    }
  });

  it('fails the build when the manifest is declared another way', () => {
    expect(() => bootRouteManifest('export const PAGES = [];')).toThrow(/ROUTE_MANIFEST/);
  });
});
