import type { Capabilities } from '../../../api/backend/capabilities';
import { numberIssue, settingKey } from '../../../features/settings-form';
import type { ProviderInfo, ProviderInput } from './catalogue';

/** What the provider modal edits: each input's value by input key. */
export type InputValues = Record<string, unknown>;

/** Reads a setting's current (staged or stored) value by its full key. */
export type ReadSetting = (key: string) => unknown;

/** `settings-{providerKey}-{inputKey}` (docs/behaviour.md §3). */
export const inputSettingKey = (providerKey: string, inputKey: string) =>
  settingKey(providerKey, inputKey);

/** The inputs to show: those whose `requires` matches what the backend stores for the provider. */
export function visibleInputs(
  provider: ProviderInfo,
  read: ReadSetting,
  backend: Capabilities,
): ProviderInput[] {
  return (provider.inputs ?? []).filter((input) => {
    if (input.since !== undefined && !backend[input.since]) return false;
    if (!input.requires) return true;
    const stored = (key: string) => read(inputSettingKey(provider.key, key)) !== undefined;
    return 'stored' in input.requires
      ? stored(input.requires.stored)
      : !stored(input.requires.notStored);
  });
}

function defaultOf(input: ProviderInput): unknown {
  switch (input.type) {
    case 'text':
      return input.defaultValue ?? '';
    case 'password':
      return '';
    case 'switch':
      return input.defaultValue ?? false;
    case 'chips':
      return input.defaultValue ?? [];
    case 'select':
      return input.defaultValue ?? null;
    case 'number':
      return input.defaultValue ?? 0;
  }
}

/** What each input shows first: the setting's value, or the input's default when the backend has none. */
export function initialInputValues(
  provider: ProviderInfo,
  read: ReadSetting,
  backend: Capabilities,
): InputValues {
  const values: InputValues = {};
  for (const input of visibleInputs(provider, read, backend)) {
    const current = read(inputSettingKey(provider.key, input.key));
    values[input.key] = current === undefined || current === null ? defaultOf(input) : current;
  }
  return values;
}

const asString = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const asStrings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Validation messages by input key (inputs with a `validate` rule, number inputs out of their range). */
export function inputErrors(
  inputs: readonly ProviderInput[],
  values: InputValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    let message: string | null = null;
    if (input.type === 'text' && input.validate)
      message = input.validate(asString(values[input.key]));
    if (input.type === 'chips' && input.validate)
      message = input.validate(asStrings(values[input.key]));
    if (input.type === 'number') message = numberIssue(values[input.key], input);
    if (message !== null) errors[input.key] = message;
  }
  return errors;
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => Object.is(item, b[index]))
    : Object.is(a, b);

/**
 * The settings to stage: only the inputs the user changed from what they showed, as `[settingKey, value]`
 * (untouched defaults are not sent; Bazarr has the same defaults).
 */
export function editedSettings(
  providerKey: string,
  inputs: readonly ProviderInput[],
  initial: InputValues,
  values: InputValues,
): [string, unknown][] {
  return inputs
    .filter((input) => !same(initial[input.key], values[input.key]))
    .map((input) => [inputSettingKey(providerKey, input.key), values[input.key]]);
}
