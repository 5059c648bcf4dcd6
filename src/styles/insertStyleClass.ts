import {
  type __unsafe_useEmotionCache as useEmotionCache,
  type css as serializeStyles,
} from '@emotion/react';

export type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

/**
 * Puts the CSS of a class (the rule, then any keyframes it names) through Emotion's cache as Emotion inserts a
 * component's styles. In a page the cache hands the rules to `sheet`; a server build of the cache (the build's,
 * src/styles/staticCss) returns them instead, and so does this.
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
