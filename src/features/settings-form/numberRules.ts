import { z } from 'zod/mini';
import { numberOf } from '../../components/form/numberText';
import type { SettingsFormValues } from './formValues';
import type { SettingsSchema } from './SettingsForm';

/** What a number setting may hold: a whole number from `min` to `max` (both included, either optional). */
export interface NumberRule {
  min?: number;
  max?: number;
  /** Shown when the number is out of range, e.g. 'Port must be between 1 and 65535'. */
  message: string;
  /** Shown when the text is not a whole number, e.g. 'Port must be a whole number'. */
  wholeMessage: string;
}

/** A number rule on one key; `when` limits it to while its field is shown (hidden fields never block a save). */
export interface KeyedNumberRule extends NumberRule {
  key: string;
  when?: (values: SettingsFormValues) => boolean;
}

/** The message a value earns under a rule, or null when it is fine. */
export function numberIssue(value: unknown, rule: NumberRule): string | null {
  // A key this Bazarr does not store shows empty and posts nothing until something is typed.
  if (value === undefined) return null;
  // Stored empty (Bazarr's default proxy port is ''): a missing number, out of any range.
  if (value === null || value === '') return rule.message;
  const number = numberOf(value);
  if (number === null || !Number.isInteger(number)) return rule.wholeMessage;
  if (rule.min !== undefined && number < rule.min) return rule.message;
  if (rule.max !== undefined && number > rule.max) return rule.message;
  return null;
}

/** Every failing rule as `{key, message}`, for a schema that checks more than numbers. */
export function numberIssues(
  values: SettingsFormValues,
  rules: readonly KeyedNumberRule[],
): { key: string; message: string }[] {
  return rules.flatMap((rule) => {
    if (rule.when && !rule.when(values)) return [];
    const message = numberIssue(values[rule.key], rule);
    return message === null ? [] : [{ key: rule.key, message }];
  });
}

/** A settings schema of number rules: `<SettingsForm schema={numberRulesSchema([...])}>` (module level). */
export function numberRulesSchema(rules: readonly KeyedNumberRule[]): SettingsSchema {
  return z.looseObject({}).check(
    z.superRefine((values, context) => {
      for (const { key, message } of numberIssues(values, rules))
        context.addIssue({ code: 'custom', path: [key], message });
    }),
  );
}

const PORT_MESSAGE = 'Port must be between 1 and 65535';

/** A TCP port, 1 to 65535 (Bazarr's validators for its own, Sonarr's and Radarr's ports). */
export const portRule = (key: string, when?: KeyedNumberRule['when']): KeyedNumberRule => ({
  key,
  when,
  min: 1,
  max: 65535,
  message: PORT_MESSAGE,
  wholeMessage: 'Port must be a whole number',
});
