import { NumberField } from '../../../components';
import { useSettingField } from '../useSetting';
import type { SettingFieldProps } from './fieldProps';

export interface SettingNumberProps extends SettingFieldProps {
  placeholder?: string;
  /** The range the arrow keys step in; the page's schema says what may be saved (see numberRule). */
  min?: number;
  max?: number;
  step?: number;
}

/**
 * A whole-number input bound to a key. What is typed is kept as typed: a number stages that number, an emptied
 * input stages 0 (docs/behaviour.md §5), other text stages the text, which the page's rule refuses with its message.
 * Usage: `<SettingNumber settingKey="settings-general-port" label="Port" />` with `numberRule` in the schema.
 */
export function SettingNumber({
  settingKey,
  min,
  max,
  step,
  placeholder,
  ...chrome
}: SettingNumberProps) {
  const field = useSettingField(settingKey);
  const value = field.value;
  return (
    <NumberField
      {...chrome}
      name={field.name}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onInvalidText={field.onChange}
      error={field.error}
      min={min}
      max={max}
      step={step}
      decimals={0}
      placeholder={placeholder}
    />
  );
}
