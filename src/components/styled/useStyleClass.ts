import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import {
  __unsafe_useEmotionCache as useEmotionCache,
  css as serializeStyles,
} from '@emotion/react';

/** The class name of some Chakra styles, its CSS put in the page once. */
export type StyleClass = (...styles: (SystemStyleObject | undefined)[]) => string;

export type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

/**
 * Puts the CSS of a class (the rule, then any keyframes it names) through Emotion's cache as Emotion inserts a
 * component's styles. In a page the cache hands the rules to `sheet`; a server build of the cache (the build's,
 * src/app/staticCss) returns them instead, and so does this.
 */
export function insertStyleClass(
  cache: EmotionCache,
  className: string,
  serialized: ReturnType<typeof serializeStyles>,
  sheet: EmotionCache['sheet'],
): string {
  let returned = '';
  for (let part: typeof serialized | undefined = serialized; part; part = part.next) {
    const rules: unknown = cache.insert(
      part === serialized ? `.${className}` : '',
      part,
      sheet,
      true,
    );
    if (typeof rules === 'string') returned += rules;
  }
  return returned;
}

function createStyleClass(system: SystemContext, cache: EmotionCache): StyleClass {
  return (...styles) => {
    const serialized = serializeStyles(
      system.css(...styles.filter((style) => style !== undefined)),
    );
    const className = `${cache.key}-${serialized.name}`;
    if (cache.inserted[serialized.name] === undefined)
      insertStyleClass(cache, className, serialized, cache.sheet);
    return className;
  };
}

/** One function per theme and Emotion cache: its identity keys the classes useFixedClass keeps. */
const styleClasses = new WeakMap<SystemContext, WeakMap<EmotionCache, StyleClass>>();

/**
 * Class names for plain elements repeated many times (the rows and cells of a list), resolved once where the
 * caller keeps them rather than at every render of every element, as Chakra's style props are (issue 16: that
 * work was most of the script before a list's first rows). Same styles, tokens and Emotion cache as Chakra's
 * components, so both themes and the cascade layers behave the same.
 */
export function useStyleClass(): StyleClass {
  const system = useChakraContext();
  const cache = useEmotionCache();
  if (!cache) throw new Error('useStyleClass needs the Emotion cache of the page');
  let byCache = styleClasses.get(system);
  if (!byCache) styleClasses.set(system, (byCache = new WeakMap()));
  let styleClass = byCache.get(cache);
  if (!styleClass) byCache.set(cache, (styleClass = createStyleClass(system, cache)));
  return styleClass;
}
