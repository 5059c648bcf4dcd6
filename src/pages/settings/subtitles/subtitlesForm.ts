import { z } from 'zod/mini';
import {
  numberIssues,
  type KeyedNumberRule,
  type SettingCodec,
  type SettingCodecs,
  type SettingsFormValues,
  type SettingsSchema,
} from '../../../features/settings-form';
import { DEFAULT_ADAPTIVE_DELAY, DEFAULT_ADAPTIVE_DELTA, DEFAULT_EMBEDDED_PARSER } from './options';
import { SUBZERO_CODECS } from './subzeroMods';

/** A select shows (and keeps) Bazarr's default when the backend has no value. */
const withDefault = (key: string, fallback: string): SettingCodec => ({
  from: key,
  read: (stored) => (typeof stored === 'string' && stored !== '' ? stored : fallback),
});

export const SUBTITLES_CODECS: SettingCodecs = {
  ...SUBZERO_CODECS,
  'settings-general-adaptive_searching_delay': withDefault(
    'settings-general-adaptive_searching_delay',
    DEFAULT_ADAPTIVE_DELAY,
  ),
  'settings-general-adaptive_searching_delta': withDefault(
    'settings-general-adaptive_searching_delta',
    DEFAULT_ADAPTIVE_DELTA,
  ),
  'settings-general-embedded_subtitles_parser': withDefault(
    'settings-general-embedded_subtitles_parser',
    DEFAULT_EMBEDDED_PARSER,
  ),
};

/** docs/behaviour.md §9: the upgrade history window is at most 30 days (Bazarr's validator: 0 to 30). */
export const MAX_UPGRADE_DAYS = 30;
export const UPGRADE_DAYS_MESSAGE = `Upgrade history window must be between 0 and ${MAX_UPGRADE_DAYS} days`;
export const CHMOD_MESSAGE = 'Must be 4 digit octal';

const allOn =
  (...keys: string[]) =>
  (values: SettingsFormValues) =>
    keys.every((key) => values[key] === true);

/** A score threshold (percent), 0 to 100, checked while the switches showing it are on. */
const threshold = (key: string, ...switches: string[]): KeyedNumberRule => ({
  key,
  when: allOn(...switches),
  min: 0,
  max: 100,
  message: 'Score threshold must be between 0 and 100',
  wholeMessage: 'Score threshold must be a whole number',
});

const NUMBER_RULES: KeyedNumberRule[] = [
  {
    key: 'settings-general-days_to_upgrade_subs',
    when: allOn('settings-general-upgrade_subs'),
    min: 0,
    max: MAX_UPGRADE_DAYS,
    message: UPGRADE_DAYS_MESSAGE,
    wholeMessage: 'Upgrade history window must be a whole number of days',
  },
  threshold(
    'settings-subsync-subsync_threshold',
    'settings-subsync-use_subsync',
    'settings-subsync-use_subsync_threshold',
  ),
  threshold(
    'settings-subsync-subsync_movie_threshold',
    'settings-subsync-use_subsync',
    'settings-subsync-use_subsync_movie_threshold',
  ),
  threshold(
    'settings-general-postprocessing_threshold',
    'settings-general-use_postprocessing',
    'settings-general-use_postprocessing_threshold',
  ),
  threshold(
    'settings-general-postprocessing_threshold_movie',
    'settings-general-use_postprocessing',
    'settings-general-use_postprocessing_threshold_movie',
  ),
];

/** translator.default_score: Bazarr's validator wants 0 or more; its own screen's slider stops at 100. */
const TRANSLATION_SCORE_RULE: KeyedNumberRule = {
  key: 'settings-translator-default_score',
  min: 0,
  max: 100,
  message: 'Score must be between 0 and 100',
  wholeMessage: 'Score must be a whole number',
};
NUMBER_RULES.push(TRANSLATION_SCORE_RULE);

const chmodShown = allOn('settings-general-chmod_enabled');

/** docs/behaviour.md §5, §9: upgrade days 0 to 30, chmod 4 octal digits, score thresholds 0 to 100 (while shown). */
export const SUBTITLES_SCHEMA: SettingsSchema = z.looseObject({}).check(
  z.superRefine((values, context) => {
    for (const { key, message } of numberIssues(values, NUMBER_RULES))
      context.addIssue({ code: 'custom', path: [key], message });
    const chmod = values['settings-general-chmod'];
    if (chmodShown(values) && !(typeof chmod === 'string' && /^[0-7]{4}$/.test(chmod)))
      context.addIssue({
        code: 'custom',
        path: ['settings-general-chmod'],
        message: CHMOD_MESSAGE,
      });
  }),
);
