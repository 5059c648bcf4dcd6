import { useMemo } from 'react';
import { SearchableSelector, Selector, type SelectorOption } from '../../../components';
import { useSettingField } from '../useSetting';
import type { SettingFieldProps } from './fieldProps';

type OptionValue = string | number;

export interface SettingSelectProps<T extends OptionValue> extends SettingFieldProps {
  options: readonly SelectorOption<T>[];
  placeholder?: string;
  /** Offers to empty the selection; the key then holds null (its codec decides what is posted). */
  clearable?: boolean;
  /**
   * Label of a stored value that is not among the options (an older or newer backend's value), so the field
   * shows what is set rather than nothing. Without it the raw value is shown.
   */
  unknownLabel?: (value: OptionValue) => string;
}

function isOptionValue(value: unknown): value is OptionValue {
  return typeof value === 'string' || typeof value === 'number';
}

/**
 * A drop-down list bound to a key. Usage:
 * `<SettingSelect settingKey="settings-general-branch" label="Branch" options={BRANCH_OPTIONS} />`.
 */
export function SettingSelect<T extends OptionValue>({
  settingKey,
  options,
  placeholder,
  clearable,
  unknownLabel,
  ...chrome
}: SettingSelectProps<T>) {
  const field = useSettingField(settingKey);
  const current = isOptionValue(field.value) ? field.value : null;
  const known = current === null || options.some((option) => option.value === current);

  // The stored value joins the options when it is not one of them (typed as the options are: it came from them
  // or from the server, and is only ever posted back unchanged).
  const shown = useMemo<readonly SelectorOption<OptionValue>[]>(
    () =>
      known || current === null
        ? options
        : [
            ...options,
            { value: current, label: unknownLabel ? unknownLabel(current) : String(current) },
          ],
    [known, current, options, unknownLabel],
  );

  return (
    <Selector<OptionValue>
      {...chrome}
      name={field.name}
      options={shown}
      value={current}
      onChange={field.onChange}
      error={field.error}
      placeholder={placeholder}
      clearable={clearable}
      // Options render only while open: a settings page holds many selects, some with every language.
      lazy
    />
  );
}

export interface SettingMultiSelectProps<T extends OptionValue> extends SettingFieldProps {
  options: readonly SelectorOption<T>[];
  placeholder?: string;
  /** Typing filters the options: for long lists (every language). */
  searchable?: boolean;
}

/** A multiple choice bound to a key holding a list (posted as the key repeated). */
export function SettingMultiSelect<T extends OptionValue>({
  settingKey,
  options,
  placeholder,
  searchable,
  ...chrome
}: SettingMultiSelectProps<T>) {
  const field = useSettingField(settingKey);
  const values = Array.isArray(field.value) ? field.value.filter(isOptionValue) : [];
  const Field = searchable ? SearchableSelector : Selector;
  return (
    <Field<OptionValue>
      {...chrome}
      multiple
      name={field.name}
      options={options}
      value={values}
      onChange={field.onChange}
      error={field.error}
      placeholder={placeholder}
      lazy
    />
  );
}
