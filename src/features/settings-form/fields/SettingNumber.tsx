import { NumberField } from '../../../components';
import { useSettingField } from '../useSetting';
import type { SettingFieldProps } from './fieldProps';

export interface SettingNumberProps extends SettingFieldProps {
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
}

function asNumber(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A number input bound to a key; emptied it holds 0 (SPEC §5). Usage: `<SettingNumber settingKey="..." label="Port" />`. */
export function SettingNumber({
  settingKey,
  min,
  max,
  step,
  placeholder,
  ...chrome
}: SettingNumberProps) {
  const field = useSettingField(settingKey);
  return (
    <NumberField
      {...chrome}
      name={field.name}
      value={asNumber(field.value)}
      onChange={field.onChange}
      error={field.error}
      min={min}
      max={max}
      step={step}
      decimals={0}
      placeholder={placeholder}
    />
  );
}
