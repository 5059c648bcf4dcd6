/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { lazyIndex } = require('./lazyChakraIndex.cjs') as { lazyIndex: (source: string) => string };

const root = path.resolve(__dirname, '../..');
const INDEXES = [
  'node_modules/@chakra-ui/react/dist/cjs/index.cjs',
  'node_modules/@ark-ui/react/dist/index.cjs',
];

/** The names a CommonJS index exports, read from its source. */
function exportedNames(source: string): string[] {
  const names = [
    ...source.matchAll(/^exports\.([\w$]+) =|^Object\.defineProperty\(exports, "([\w$]+)"/gm),
  ];
  return names.map((match) => match[1] ?? match[2]).sort();
}

describe("the tests' lazy Chakra and Ark indexes", () => {
  it.each(INDEXES)('%s: every export of the installed index, each made a getter', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const lazy = lazyIndex(source);
    expect(exportedNames(lazy)).toEqual(exportedNames(source));
    expect(lazy).not.toMatch(/^exports\./m);
  });

  it('stops at a line of a shape it does not know (an upgrade changed the index)', () => {
    expect(() =>
      lazyIndex("var a = require('./a.cjs');\nexports.A = a.A;\nconsole.log(a);"),
    ).toThrow(/unknown shape/);
  });
});
