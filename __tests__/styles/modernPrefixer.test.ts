import { css as serializeStyles } from '@emotion/react';
import { emotionCss } from '../../src/styles/staticCss/emotionCss';

/** The CSS the app's Emotion caches write for one style object (the build's looks and the page's alike). */
const cssOf = (styles: Parameters<typeof serializeStyles>[0]) =>
  emotionCss('css', (cache, sheet) => [
    cache.insert('.look', serializeStyles(styles), sheet, false),
  ]);

describe("the Emotion caches' prefixer", () => {
  it('writes flex, transform, appearance and placeholder rules once, unprefixed', () => {
    const css = cssOf({
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      transform: 'translateX(1px)',
      appearance: 'none',
      '&::placeholder': { color: 'gray' },
    });
    expect(css).toBe(
      '.look{display:flex;align-items:center;flex-shrink:0;transform:translateX(1px);appearance:none;}' +
        '.look::placeholder{color:gray;}',
    );
  });

  it('still prefixes what Safari or Chrome take only with -webkit-', () => {
    expect(cssOf({ userSelect: 'none', backgroundClip: 'text', backdropFilter: 'blur(2px)' })).toBe(
      '.look{-webkit-user-select:none;user-select:none;-webkit-background-clip:text;background-clip:text;' +
        '-webkit-backdrop-filter:blur(2px);backdrop-filter:blur(2px);}',
    );
    expect(cssOf({ backgroundClip: 'padding-box' })).toBe('.look{background-clip:padding-box;}');
  });

  it('keeps the prefixes a style writes itself', () => {
    expect(cssOf({ WebkitLineClamp: 2, display: '-webkit-box', WebkitBoxOrient: 'vertical' })).toBe(
      '.look{-webkit-line-clamp:2;display:-webkit-box;-webkit-box-orient:vertical;}',
    );
  });
});
