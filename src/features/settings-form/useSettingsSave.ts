import { useEffect, useRef, useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useSaveSettingsMutation } from '../../api/settings';
import { pageLocation } from '../../app/pageLocation';
import type { SettingCodecs } from './codecs';
import { changedSettingsBody, type SettingsFormValues } from './formValues';
import { settingKey } from './keys';
import type { SettingsSourcesResult } from './useSettingsSources';

const API_KEY_KEY = settingKey('auth', 'apikey');

/**
 * After a save, Bazarr's 'settings' event makes the sources be read again (refreshAfterWrite). Without it (no
 * socket, or an event lost), the form reads them itself after this long rather than wait forever.
 */
export const SAVE_EVENT_GRACE_MS = 3000;

/**
 * Saving and resetting a settings form.
 *
 * - The changed keys are react-hook-form's dirty fields (a field set back to its stored value is no change).
 * - Save posts only those keys, each through its submit hook, then waits: the form resets only once the
 *   settings, languages and profiles have been read again after the save, so it never shows old values.
 * - Any other refresh of the sources (a realtime event) updates the untouched fields and keeps the changes.
 * - A new API key makes this page's key useless: the page is loaded again, and the server hands it the new one.
 */
export function useSettingsSave(
  form: UseFormReturn<SettingsFormValues>,
  defaults: SettingsFormValues,
  sources: SettingsSourcesResult,
  codecs: SettingCodecs | undefined,
) {
  const [saveSettings, mutation] = useSaveSettingsMutation();
  // When the last successful save was sent (ms); null when no reset is awaited.
  const [savedSince, setSavedSince] = useState<number | null>(null);
  const [reloadNeeded, setReloadNeeded] = useState(false);
  const { dirtyFields } = useFormState({ control: form.control });
  const changedKeys = Object.keys(dirtyFields);

  const refetch = savedSince === null ? null : sources.refetchState(savedSince);
  const { reset } = form;
  // The defaults the form was last reset to (it starts with them).
  const applied = useRef(defaults);
  useEffect(() => {
    if (refetch === null) {
      if (applied.current === defaults) return;
      applied.current = defaults;
      reset(defaults, { keepDirtyValues: true });
    } else if (refetch === 'done') {
      applied.current = defaults;
      reset(defaults);
      setSavedSince(null);
    } else if (refetch === 'failed') {
      // The save went through but the lists could not be read again: keep the changes on screen.
      setSavedSince(null);
    }
  }, [defaults, refetch, reset]);

  // The sources' functions change with every render; the timer must not restart with them.
  const refetchStale = useRef(sources.refetchStale);
  useEffect(() => {
    refetchStale.current = sources.refetchStale;
  });
  useEffect(() => {
    if (savedSince === null) return;
    const timer = setTimeout(() => refetchStale.current(savedSince), SAVE_EVENT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [savedSince]);

  // After the render that lifted the leave guard (saving), so the browser does not ask.
  useEffect(() => {
    if (reloadNeeded) pageLocation.reload();
  }, [reloadNeeded]);

  const save = form.handleSubmit(async (values) => {
    if (changedKeys.length === 0) return;
    const sentAt = Date.now();
    try {
      await saveSettings(changedSettingsBody(changedKeys, values, defaults, codecs)).unwrap();
      setSavedSince(sentAt);
      if (changedKeys.includes(API_KEY_KEY)) setReloadNeeded(true);
    } catch {
      // The API layer shows the error; the changes stay staged so the user can try again.
    }
  });

  return { changedKeys, save, saving: mutation.isLoading || savedSince !== null };
}
