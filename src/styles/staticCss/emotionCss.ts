import createCache from '@emotion/cache';
import { STYLIS_PLUGINS } from './modernPrefixer';

type EmotionCache = ReturnType<typeof createCache>;

/**
 * The CSS text of what `insertAll` puts through a new Emotion cache: in a page (jsdom) the cache hands the rules to
 * the sheet, on a server (the build) each insert returns them.
 */
export function emotionCss(
  key: string,
  insertAll: (cache: EmotionCache, sheet: EmotionCache['sheet']) => unknown[],
): string {
  const cache = createCache({ key, stylisPlugins: STYLIS_PLUGINS });
  const rules: string[] = [];
  const sheet = {
    insert: (rule: string) => void rules.push(rule),
  } as unknown as EmotionCache['sheet'];
  for (const returned of insertAll(cache, sheet))
    if (typeof returned === 'string') rules.push(returned);
  return rules.join('');
}
