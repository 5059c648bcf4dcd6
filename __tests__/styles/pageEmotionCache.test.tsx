import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { system } from '../../src/styles/chakraSystem';
import { pageEmotionCache, STATIC_LOOKS_ID } from '../../src/styles/staticCss/pageEmotionCache';
import { fixedStyles, useFixedClass } from '../../src/styles/fixedClass';

const BUILT = fixedStyles({ color: 'red.500', paddingInline: '3px' });
const NOT_BUILT = fixedStyles({ color: 'blue.500', paddingInline: '5px' });

function Looks() {
  return (
    <>
      <span>{useFixedClass(BUILT)}</span>
      <span>{useFixedClass(NOT_BUILT)}</span>
    </>
  );
}

/** index.html's body: the looks the build wrote, then Chakra's global CSS. */
function pageWithBuiltLooks(): HTMLStyleElement {
  const looks = document.createElement('style');
  looks.id = STATIC_LOOKS_ID;
  looks.dataset.looks = `${BUILT.name} someOtherLook`;
  looks.textContent = `.css-${BUILT.name}{color:red}`;
  const global = document.createElement('style');
  global.id = 'chakra-global-css';
  document.body.append(looks, global);
  return looks;
}

const rulesOf = (style: Element | null) =>
  [...((style as HTMLStyleElement | null)?.sheet?.cssRules ?? [])].map((rule) => rule.cssText);

describe('the page’s Emotion cache', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes the looks of index.html as inserted, leaves them in place, and puts new styles right after them', () => {
    const looks = pageWithBuiltLooks();
    const cache = pageEmotionCache();
    expect(cache.inserted[BUILT.name]).toBe(true);
    expect(cache.inserted.someOtherLook).toBe(true);

    render(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <Looks />
        </ChakraProvider>
      </CacheProvider>,
    );

    // Not moved into <head> (each move made the browser take its CSS in again).
    expect(looks.parentElement).toBe(document.body);
    // Emotion's own styles (its global ones too) follow the looks, before Chakra's global CSS: the cascade's
    // order of the build.
    const after: Element[] = [];
    let next = looks.nextElementSibling;
    while (next !== null && next.id !== 'chakra-global-css') {
      after.push(next);
      next = next.nextElementSibling;
    }
    expect(next?.id).toBe('chakra-global-css');
    expect(after).toEqual([...document.querySelectorAll('style[data-emotion^="css"]')]);
    const inserted = after.filter((style) => style.getAttribute('data-emotion') === 'css');
    expect(inserted.length).toBeGreaterThan(0);
    const insertedRules = inserted.flatMap(rulesOf).join('\n');
    expect(insertedRules).toContain(`.css-${NOT_BUILT.name}`);
    expect(insertedRules).not.toContain(`.css-${BUILT.name}`);
  });

  it('is Emotion’s usual cache in a page without built looks', () => {
    const cache = pageEmotionCache();
    expect(cache.key).toBe('css');
    expect(cache.sheet.container).toBe(document.head);
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
