/** @jest-environment node */
import path from 'node:path';
import { importCycles, importGraph } from '../../scripts/importCycles';

const SRC = path.join(process.cwd(), 'src');
const relative = (files: string[]) => files.map((file) => path.relative(SRC, file)).sort();

describe('the import graph of src/ (type-only and dynamic imports included)', () => {
  const graph = importGraph(SRC);

  it('is read whole: relative imports resolve to files of src/', () => {
    expect(graph.size).toBeGreaterThan(500);
    const store = path.join(SRC, 'app/store.ts');
    expect(graph.get(store)).toContain(path.join(SRC, 'app/rootReducer.ts'));
    // A type-only import is an edge too.
    expect(graph.get(path.join(SRC, 'lib/hooks.ts'))).toContain(path.join(SRC, 'lib/store.ts'));
  });

  it('has no cycle', () => {
    expect(importCycles(graph).map(relative)).toEqual([]);
  });
});

describe('importCycles', () => {
  it('finds a loop, a self-import, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
