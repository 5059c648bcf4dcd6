import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useSaveSettingsMutation } from '../../../api/settings';
import { AppModal, SwitchField, TextField } from '../../../components';
import { changedSettingsBody } from '../../../features/settings-form';
import { asSettingValues, type LogFilterValues } from './logFilterSettings';

export interface LogFilterModalProps {
  /** The stored values; the modal edits a copy. */
  stored: LogFilterValues;
  onClose: () => void;
}

/**
 * 'Set Log Debug and Filter Options': debug logging and the include/exclude filters of Bazarr's log, saved as
 * the same settings as Settings > General > Logging (only what changed is sent). Mount it to open it.
 */
export function LogFilterModal({ stored, onClose }: LogFilterModalProps) {
  const [values, setValues] = useState(stored);
  const [save, { isLoading }] = useSaveSettingsMutation();
  const set = <K extends keyof LogFilterValues>(field: K, value: LogFilterValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const storedSettings = asSettingValues(stored);
  const current = asSettingValues(values);
  const changed = Object.keys(current).filter((key) => current[key] !== storedSettings[key]);

  const submit = async () => {
    await save(changedSettingsBody(changed, current, storedSettings)).unwrap();
    onClose();
  };

  return (
    <AppModal
      open
      onClose={onClose}
      title="Set Log Debug and Filter Options"
      closeOnOutsideClick={changed.length === 0}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit().catch(() => undefined)}
            disabled={changed.length === 0}
            loading={isLoading}
          >
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SwitchField
          label="Debug"
          description="Debug logging should only be enabled temporarily"
          checked={values.debug}
          onChange={(on) => set('debug', on)}
        />
        <TextField
          label="Include Filter"
          description="Only log lines matching it are kept"
          value={values.include}
          onChange={(event) => set('include', event.target.value)}
        />
        <TextField
          label="Exclude Filter"
          description="Log lines matching it are left out"
          value={values.exclude}
          onChange={(event) => set('exclude', event.target.value)}
        />
        <SwitchField
          label="Use Regular Expressions (Regex)"
          checked={values.regex}
          onChange={(on) => set('regex', on)}
        />
        <SwitchField
          label="Ignore Case"
          checked={values.ignoreCase}
          onChange={(on) => set('ignoreCase', on)}
        />
      </Stack>
    </AppModal>
  );
}
