import { useEffect } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { SettingsFormValues } from './formValues';

/**
 * Checks the whole form against its schema on load and after every change, so a message shows next to its
 * field as soon as the value is wrong (not only on Save), and a rule across keys (a switch showing a field)
 * never leaves a stale message. Returns how many fields are invalid: Save stays disabled while any is.
 */
export function useLiveValidation(
  form: UseFormReturn<SettingsFormValues>,
  enabled: boolean,
): number {
  const { trigger, watch, control } = form;
  useEffect(() => {
    if (!enabled) return;
    void trigger();
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [enabled, trigger, watch]);
  const { errors } = useFormState({ control });
  return Object.keys(errors).length;
}
