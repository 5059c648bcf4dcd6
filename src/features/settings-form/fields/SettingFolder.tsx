import { FolderPathPicker } from '../../../components';
import type { FileSource } from '../../../api/files';
import { useSettingField } from '../useSetting';
import { asText, type SettingFieldProps } from './fieldProps';

export interface SettingFolderProps extends SettingFieldProps {
  /** Whose file system is browsed: Bazarr's (default), Sonarr's or Radarr's. */
  source?: FileSource;
}

/** A folder path with the folder picker, bound to a key. Usage: `<SettingFolder settingKey="settings-backup-folder" label="Folder" />`. */
export function SettingFolder({ settingKey, source, ...chrome }: SettingFolderProps) {
  const field = useSettingField(settingKey);
  return (
    <FolderPathPicker
      {...chrome}
      name={field.name}
      value={asText(field.value)}
      onChange={field.onChange}
      error={field.error}
      source={source}
    />
  );
}
