import { z } from 'zod/mini';
import type { SettingCodec, SettingCodecs, SettingsSchema } from '../../../features/settings-form';
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

/** SPEC §9: the upgrade history window is at most 30 days. */
export const MAX_UPGRADE_DAYS = 30;
export const UPGRADE_DAYS_MESSAGE = `Upgrade history window is at most ${MAX_UPGRADE_DAYS} days`;
export const CHMOD_MESSAGE = 'Must be 4 digit octal';

const SCORE_MESSAGE = 'Score threshold must be between 0 and 100';
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
const isScore = (value: unknown) => isWhole(value) && value >= 0 && value <= 100;

/** A rule on a field that applies only while the switch showing it is on (hidden fields never block a save). */
interface ConditionalRule {
  key: string;
  /** The switches that must all be on for the field to show. */
  when: string[];
  valid: (value: unknown) => boolean;
  message: string;
}

const RULES: ConditionalRule[] = [
  {
    key: 'settings-general-days_to_upgrade_subs',
    when: ['settings-general-upgrade_subs'],
    valid: (days) => isWhole(days) && days >= 1 && days <= MAX_UPGRADE_DAYS,
    message: UPGRADE_DAYS_MESSAGE,
  },
  {
    key: 'settings-general-chmod',
    when: ['settings-general-chmod_enabled'],
    valid: (chmod) => typeof chmod === 'string' && /^[0-7]{4}$/.test(chmod),
    message: CHMOD_MESSAGE,
  },
  {
    key: 'settings-subsync-subsync_threshold',
    when: ['settings-subsync-use_subsync', 'settings-subsync-use_subsync_threshold'],
    valid: isScore,
    message: SCORE_MESSAGE,
  },
  {
    key: 'settings-subsync-subsync_movie_threshold',
    when: ['settings-subsync-use_subsync', 'settings-subsync-use_subsync_movie_threshold'],
    valid: isScore,
    message: SCORE_MESSAGE,
  },
  {
    key: 'settings-general-postprocessing_threshold',
    when: ['settings-general-use_postprocessing', 'settings-general-use_postprocessing_threshold'],
    valid: isScore,
    message: SCORE_MESSAGE,
  },
  {
    key: 'settings-general-postprocessing_threshold_movie',
    when: [
      'settings-general-use_postprocessing',
      'settings-general-use_postprocessing_threshold_movie',
    ],
    valid: isScore,
    message: SCORE_MESSAGE,
  },
];

/** SPEC §5, §9: upgrade days 1 to 30, chmod 4 octal digits, score thresholds 0 to 100. */
export const SUBTITLES_SCHEMA: SettingsSchema = z.looseObject({}).check(
  z.superRefine((values, context) => {
    for (const rule of RULES) {
      if (rule.when.every((key) => values[key] === true) && !rule.valid(values[rule.key])) {
        context.addIssue({ code: 'custom', path: [rule.key], message: rule.message });
      }
    }
  }),
);
