/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpackConfig from '../../webpack.config';

const SRC = path.join(process.cwd(), 'src');
const insideSrc = (target: string) => !path.relative(SRC, target).startsWith('..');

// The layer rule resolves tsconfig's path aliases (eslint/layers.mjs); webpack's it does not read, so none of them
// may lead into src/ (an import through one would skip the rule). Today both lead into node_modules only.
describe('path aliases', () => {
  it("of webpack's config (development and production) lead out of src/", () => {
    for (const mode of ['development', 'production'] as const) {
      const aliases = webpackConfig({}, { mode }).resolve?.alias ?? {};
      const targets = Object.values(aliases)
        .flat()
        .filter((target) => typeof target === 'string');
      expect(targets.length).toBeGreaterThan(0);
      expect(targets.filter(insideSrc)).toEqual([]);
    }
  });

  it('of tsconfig.json are plain JSON, so the layer rule reads them', () => {
    const config = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as {
      compilerOptions: { paths?: Record<string, string[]> };
    };
    expect(Object.keys(config.compilerOptions.paths ?? {})).toContain('@chakra-theme/*');
  });
});
