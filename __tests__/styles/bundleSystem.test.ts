import pureChakraAnatomy from '../../scripts/pureChakraAnatomy';
import { system } from '../../src/styles/chakraSystem';
import { buildSystem } from '../../src/styles/staticCss/buildSystem';
import { chakraEsmSource } from '../support/chakraEsmSource';

describe("the bundle's Chakra system", () => {
  it('goes without what only the global CSS of index.html needs: the reset, the global styles, the keyframes', () => {
    expect(system._config.preflight).toBeFalsy();
    expect(system._config.globalCss).toBeUndefined();
    expect(system._config.theme?.keyframes).toBeUndefined();
    expect(Object.keys(buildSystem._config.theme?.keyframes ?? {})).toContain('spin');
  });

  it("styles exactly as the build's: the same token variables, and the same CSS for style props and recipes", () => {
    expect(system.getTokenCss()).toEqual(buildSystem.getTokenCss());
    const styles = {
      color: 'fg.muted',
      px: '4',
      _hover: { bg: 'brand.subtle' },
      md: { display: 'flex', gap: '2' },
      animation: 'spin',
    };
    expect(system.css(styles)).toEqual(buildSystem.css(styles));
    expect(system.getRecipeFn('button')({ variant: 'outline' })).toEqual(
      buildSystem.getRecipeFn('button')({ variant: 'outline' }),
    );
  });
});

describe("Chakra's anatomy.js in the bundle", () => {
  it('declares every anatomy as pure, so those of components the app does not use are left out', () => {
    const source = chakraEsmSource('anatomy.js');
    const declarations = source.match(/^const \w+Anatomy = /gm) ?? [];
    expect(declarations.length).toBeGreaterThan(20);
    const marked = pureChakraAnatomy(source);
    expect(marked.match(/^const \w+Anatomy = \/\* @__PURE__ \*\/ /gm)).toHaveLength(
      declarations.length,
    );
  });

  it('stops the build if a new Chakra declares its anatomies another way', () => {
    expect(() => pureChakraAnatomy('export var alertAnatomy = createAnatomy("alert");')).toThrow(
      /no longer declares/,
    );
  });

  it('stops the build if a new Chakra declares them another way', () => {
    expect(() => pureChakraAnatomy('export const alertAnatomy = make();')).toThrow(
      /no longer declares/,
    );
  });
});
