import type { ReactNode } from 'react';
import { SwitchField } from '../../../components';
import { useSettingField } from '../useSetting';
import type { SettingFieldProps } from './fieldProps';

export interface SettingSwitchProps extends SettingFieldProps {
  label: ReactNode;
}

/** An on/off switch bound to a boolean key. Usage: `<SettingSwitch settingKey="settings-cors-enabled" label="Enabled" />`. */
export function SettingSwitch({ settingKey, label, ...chrome }: SettingSwitchProps) {
  const field = useSettingField(settingKey);
  return (
    <SwitchField
      {...chrome}
      label={label}
      name={field.name}
      checked={field.value === true}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
