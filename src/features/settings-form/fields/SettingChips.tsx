import { ChipsInput } from '../../../components';
import { useSettingField } from '../useSetting';
import { asTexts, type SettingFieldProps } from './fieldProps';

export interface SettingChipsProps extends SettingFieldProps {
  placeholder?: string;
}

/** A list of texts bound to a key (posted as the key repeated). Usage: `<SettingChips settingKey="..." label="Excluded" />`. */
export function SettingChips({ settingKey, placeholder, ...chrome }: SettingChipsProps) {
  const field = useSettingField(settingKey);
  return (
    <ChipsInput
      {...chrome}
      value={asTexts(field.value)}
      onChange={field.onChange}
      error={field.error}
      placeholder={placeholder}
    />
  );
}
