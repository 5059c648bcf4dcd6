import { ChipsInput } from '../../../components';
import { asTexts, useSettingField, type SettingFieldProps } from '../../../features/settings-form';
import { sanitizeTags } from './tags';

/**
 * A list of Sonarr/Radarr tags bound to a key: each chip is sanitized as it is added (lower-cased, characters
 * other than a-z, 0-9, _ and - dropped), as Bazarr does, so what is saved is what it will match.
 */
export function TagChipsField({ settingKey, ...chrome }: SettingFieldProps) {
  const field = useSettingField(settingKey);
  return (
    <ChipsInput
      {...chrome}
      value={asTexts(field.value)}
      onChange={(tags) => field.onChange(sanitizeTags(tags))}
      error={field.error}
    />
  );
}
