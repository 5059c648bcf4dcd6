import { useEffect, useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useSaveSettingsMutation } from '../../api/settings';
import { pageLocation } from '../../lib/pageLocation';
import type { SettingCodecs } from './codecs';
import { changedSettingsBody, type SettingsFormValues } from './formValues';
import { settingKey } from './keys';
import { useResetAfterSave } from './useResetAfterSave';
import type { SourceQuery } from './useSettingsSources';

const API_KEY_KEY = settingKey('auth', 'apikey');

/**
 * Saving and resetting a settings form.
 *
 * - The changed keys are react-hook-form's dirty fields (a field set back to its stored value is no change).
 * - Save posts only those keys, each through its submit hook; the reset that follows is useResetAfterSave's.
 * - A new API key makes this page's key useless: the page is loaded again, and the server hands it the new one.
 */
export function useSettingsSave(
  form: UseFormReturn<SettingsFormValues>,
  defaults: SettingsFormValues,
  sourceQueries: readonly SourceQuery[],
  codecs: SettingCodecs | undefined,
) {
  const [saveSettings, mutation] = useSaveSettingsMutation();
  const { resetAfter, awaitingReset } = useResetAfterSave(form, defaults, sourceQueries);
  const [reloadNeeded, setReloadNeeded] = useState(false);
  const { dirtyFields } = useFormState({ control: form.control });
  const changedKeys = Object.keys(dirtyFields);

  // After the render that lifted the leave guard (saving), so the browser does not ask.
  useEffect(() => {
    if (reloadNeeded) pageLocation.reload();
  }, [reloadNeeded]);

  const save = form.handleSubmit(async (values) => {
    if (changedKeys.length === 0) return;
    const sentAt = Date.now();
    try {
      await saveSettings(changedSettingsBody(changedKeys, values, defaults, codecs)).unwrap();
      resetAfter(sentAt);
      if (changedKeys.includes(API_KEY_KEY)) setReloadNeeded(true);
    } catch {
      // The API layer shows the error; the changes stay staged so the user can try again.
    }
  });

  return { changedKeys, save, saving: mutation.isLoading || awaitingReset };
}
