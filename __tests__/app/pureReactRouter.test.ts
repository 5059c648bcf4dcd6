import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pureReactRouter from '../../scripts/pureReactRouter';

const BUILD = path.resolve(__dirname, '../../node_modules/react-router/dist/production');

/** The files of react-router's production build the loader applies to (webpack.config.ts). */
function routerChunks(): string[] {
  return readdirSync(BUILD)
    .filter((file) => /^chunk-\w+\.mjs$/.test(file))
    .map((file) => readFileSync(path.join(BUILD, file), 'utf8'));
}

describe("react-router's build in the bundle", () => {
  it('marks each top-level component and context pure and drops their display names', () => {
    const withComponents = routerChunks().filter((source) => /\bforwardRef\(/.test(source));
    expect(withComponents.length).toBeGreaterThan(0);
    for (const source of withComponents) {
      const declarations = source.match(/^var \w+ = React\d*\.(forwardRef|memo|createContext)\(/gm);
      expect(declarations?.length).toBeGreaterThan(5);
      const pure = /^var \w+ = \/\* @__PURE__ \*\/ React\d*\./gm;
      const markedBefore = source.match(pure)?.length ?? 0;
      const marked = pureReactRouter(source);
      expect(marked.match(pure)).toHaveLength((declarations?.length ?? 0) + markedBefore);
      expect(marked).not.toMatch(/^\w+\.displayName = /m);
      // Only those lines changed: the rest of the file is the same.
      const kept = source
        .split('\n')
        .filter((line) => line && !/^\w+\.displayName = "[^"]*";$/.test(line));
      const changed = marked
        .split('\n')
        .filter(Boolean)
        .filter((line, index) => line !== kept[index]);
      expect(changed).toHaveLength(declarations?.length ?? 0);
      expect(changed.every((line) => /^var \w+ = \/\* @__PURE__ \*\/ React\d*\./.test(line))).toBe(
        true,
      );
    }
  });

  it('leaves a file without components as it is', () => {
    const source = 'var useImpl = React4[REACT_USE];\nexport { useImpl };';
    expect(pureReactRouter(source)).toBe(source);
  });

  it('stops the build if a new react-router declares its components another way', () => {
    expect(() => pureReactRouter('const Link = forwardRef(function Link() {});')).toThrow(
      /no longer declares/,
    );
  });
});
