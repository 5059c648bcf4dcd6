import { useCallback, useMemo } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { SettingsFormValues } from './formValues';

/**
 * A field bound to one key of the settings form: its current (staged or stored) value, a setter that stages a
 * change, and its validation message. The value is `unknown`: each field checks the type it can show.
 */
export function useSettingField(key: string) {
  const { control } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ name: key, control });
  return {
    value: field.value,
    onChange: (value: unknown) => field.onChange(value),
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
    error: fieldState.error?.message,
  };
}

/** The current value of a key (staged if changed, else stored), for conditional fields and custom editors. */
export function useSettingValue(key: string): unknown {
  const { control } = useFormContext<SettingsFormValues>();
  return useWatch({ control, name: key });
}

/** Stages a new value for a key that has no field of its own (profiles, language equals...). */
export function useStageSetting(key: string): (value: unknown) => void {
  const { setValue } = useFormContext<SettingsFormValues>();
  return useCallback(
    (value: unknown) => setValue(key, value, { shouldDirty: true }),
    [key, setValue],
  );
}

/** Whether a key holds a staged change (its value differs from the stored one). */
export function useSettingChanged(key: string): boolean {
  const { control } = useFormContext<SettingsFormValues>();
  const { dirtyFields } = useFormState({ control, name: key });
  return holdsTrue((dirtyFields as Record<string, unknown>)[key]);
}

// react-hook-form marks a changed key true, or (for nested values) some leaf of it.
const holdsTrue = (mark: unknown): boolean =>
  mark === true ||
  (typeof mark === 'object' && mark !== null && Object.values(mark).some(holdsTrue));

/**
 * Reads and stages any keys, for editors that apply several settings at once on their own Save (the provider
 * modal): `current(key)` is the staged or stored value, `stage(key, value)` stages a change.
 */
export function useSettingsEditor() {
  const { getValues, setValue } = useFormContext<SettingsFormValues>();
  return useMemo(
    () => ({
      current: (key: string): unknown => getValues(key),
      stage: (key: string, value: unknown) => setValue(key, value, { shouldDirty: true }),
    }),
    [getValues, setValue],
  );
}
