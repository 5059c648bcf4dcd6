/**
 * @jest-environment node
 */
// In node, as the build computes them: Emotion's server cache (which keeps rules by name).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSystem } from '../../src/styles/staticCss/buildSystem';
import { looksCss, looksOf } from '../../src/styles/staticCss/looksCss';
import { FixedStyles } from '../../src/styles/fixedClass';

const SRC = path.resolve(__dirname, '../../src');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(directory, entry.name))
      : [path.join(directory, entry.name)],
  );
}

const sources = filesUnder(SRC).filter((file) => /\.tsx?$/.test(file));
const looksFiles = sources.filter((file) => file.endsWith('.looks.ts'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const looksModules = looksFiles.map((file) => require(file) as Record<string, unknown>);

/** Looks, and records or arrays of them (by variant, by size...). */
function looksOnly(value: unknown): boolean {
  if (value instanceof FixedStyles) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(looksOnly);
}

/** A looks module exports looks (alone, in records or arrays), functions that pick one, and lists of names. */
function onlyLooks(module: Record<string, unknown>): boolean {
  return Object.entries(module).every(
    ([name, value]) =>
      name === '__esModule' ||
      typeof value === 'function' ||
      looksOnly(value) ||
      (Array.isArray(value) && value.every((item) => typeof item === 'string')),
  );
}

describe('the looks the build writes into index.html (src/**/*.looks.ts)', () => {
  it('are every fixed look the app declares: none is made outside a looks file', () => {
    const helpers = [
      'styles/fixedClass.ts',
      'components/styled/buttonLook.ts',
      'components/styled/stackLook.ts',
      'components/form/nativeSelectLook.ts',
    ];
    const outside = sources.filter(
      (file) =>
        !file.endsWith('.looks.ts') &&
        !helpers.some((helper) => file.endsWith(path.join(...helper.split('/')))) &&
        /\b(fixedStyles|recipeStyles|slotRecipeStyles|buttonLook|hstackStyles|nativeSelectLook)\(/.test(
          readFileSync(file, 'utf8'),
        ),
    );
    expect(outside).toEqual([]);
    for (const module of looksModules) expect(onlyLooks(module)).toBe(true);
  });

  it('gives each look its CSS under its class, after the cascade layers’ order', () => {
    const looks = looksOf(looksModules);
    expect(looks.length).toBeGreaterThan(40);
    const { names, css } = looksCss(buildSystem, looks);
    expect(new Set(names).size).toBe(looks.length);
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    // Each look's rules (a table body's are for its rows: `.css-… tr`).
    for (const name of names) expect(css).toMatch(new RegExp(`\\.css-${name}(?![0-9a-z])`));
    // A recipe that only the lazy chunks bring (nativeSelect) is styled too.
    const select = looks.find((look) => /"nativeSelect","slot":"field"/.test(JSON.stringify(look)));
    expect(select).toBeDefined();
    expect(css).toMatch(new RegExp(`\\.css-${select?.name}\\{[^}]*appearance:none`));
  });

  it('finds looks alone and in records and arrays, each once', () => {
    const a = new FixedStyles(undefined, [{ color: 'red' }]);
    const b = new FixedStyles(undefined, [{ color: 'blue' }]);
    expect(
      looksOf([{ A: a, BY_SIZE: { sm: b, md: [a] }, pick: () => a }]).map((look) => look.name),
    ).toEqual([a.name, b.name]);
    // Two looks with the same CSS each get their rules under their own class.
    const same = [
      new FixedStyles(undefined, [{ display: 'flex', gap: '2' }]),
      new FixedStyles(undefined, [{ display: 'flex' }, { gap: '2' }]),
    ];
    const { css } = looksCss(buildSystem, same);
    for (const look of same)
      expect(css).toMatch(new RegExp(`\\.css-${look.name}\\{[^}]*display:flex`));
    // A style object left unwrapped would not be in index.html: the first test catches it.
    expect(onlyLooks({ HEADER: { display: 'flex' } })).toBe(false);
  });
});
