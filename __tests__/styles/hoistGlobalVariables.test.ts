import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globalCss } from '@chakra-theme/global-css.js';
import { hoistGlobalVariables } from '../../src/styles/staticCss/hoistGlobalVariables';
import { chakraGlobalCss } from '../../src/styles/staticCss/chakraGlobalCss';
import { buildSystem } from '../../src/styles/staticCss/buildSystem';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('hoistGlobalVariables', () => {
  it("sets the custom properties of Chakra's '*' rule on html, and keeps its other declarations on '*'", () => {
    const hoisted = hoistGlobalVariables({
      '*': {
        fontFeatureSettings: '"cv11"',
        '--ring-color': 'red',
        '--global-font-body': 'fonts.body',
      },
      html: { color: 'fg' },
      body: { margin: '0' },
    });
    expect(hoisted).toEqual({
      '*': { fontFeatureSettings: '"cv11"' },
      html: { '--ring-color': 'red', '--global-font-body': 'fonts.body', color: 'fg' },
      body: { margin: '0' },
    });
  });

  it('leaves styles without a * rule as they are', () => {
    const styles = { html: { color: 'fg' } };
    expect(hoistGlobalVariables(styles)).toBe(styles);
  });

  it("hoists every custom property of Chakra's own global styles", () => {
    const everyElement = Object.keys(globalCss['*'] ?? {});
    expect(everyElement.filter((key) => key.startsWith('--')).length).toBeGreaterThan(20);
    expect(Object.keys(hoistGlobalVariables(globalCss)['*'] ?? {})).toEqual([
      'fontFeatureSettings',
    ]);
  });

  it('writes no custom property on every element in the global CSS of index.html', () => {
    const css = chakraGlobalCss(buildSystem);
    const everyElementRules = [...css.matchAll(/(?:^|\})\s*\*\s*\{([^}]*)\}/g)].map(
      (rule) => rule[1],
    );
    expect(everyElementRules.length).toBeGreaterThan(0);
    for (const declarations of everyElementRules) expect(declarations).not.toMatch(/--[\w-]+:/);
    expect(css).toMatch(/html\s*\{[^}]*--global-color-border:var\(--chakra-colors-border\)/);
  });

  it("has no reader of the filter defaults in the app: no Chakra filter or backdropFilter 'auto'", () => {
    const readers = sourceFiles(join(__dirname, '../../src'))
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /(?:filter|backdropFilter)(?:=|:\s*)\{?\s*['"]auto['"]/.test(readFileSync(file, 'utf8')),
      );
    expect(readers).toEqual([]);
  });
});
