/**
 * docs/behaviour.md §9: the language codes Google Translate accepts (about 110), as Bazarr's language list writes
 * them (both 'he' and the older 'iw' for Hebrew, 'zt' for traditional Chinese, 'fil' and 'tl' for Filipino).
 * Only enabled languages in this set are offered as translation targets.
 */
// prettier-ignore
export const TRANSLATION_CODES: ReadonlySet<string> = new Set([
  'af', 'sq', 'am', 'ar', 'hy', 'az', 'eu', 'be', 'bn', 'bs', 'bg', 'ca', 'ceb', 'ny', 'zh', 'zt',
  'co', 'hr', 'cs', 'da', 'nl', 'en', 'eo', 'et', 'tl', 'fil', 'fi', 'fr', 'fy', 'gl', 'ka', 'de',
  'el', 'gu', 'ht', 'ha', 'haw', 'he', 'iw', 'hi', 'hmn', 'hu', 'is', 'ig', 'id', 'ga', 'it', 'ja',
  'jw', 'kn', 'kk', 'km', 'ko', 'ku', 'ky', 'lo', 'la', 'lv', 'lt', 'lb', 'mk', 'mg', 'ms', 'ml',
  'mt', 'mi', 'mr', 'mn', 'my', 'ne', 'no', 'ps', 'fa', 'pl', 'pt', 'pa', 'ro', 'ru', 'sm', 'gd',
  'sr', 'st', 'sn', 'sd', 'si', 'sk', 'sl', 'so', 'es', 'su', 'sw', 'sv', 'tg', 'ta', 'te', 'th',
  'tr', 'uk', 'ur', 'uz', 'vi', 'cy', 'xh', 'yi', 'yo', 'zu',
]);
