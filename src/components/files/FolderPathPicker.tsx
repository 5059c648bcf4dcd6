import { Combobox, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useGetFilesQuery, type FileSource } from '../../api/files';
import { FloatingPortal } from '../FloatingPortal';
import { FieldShell, type FieldChrome } from '../form/FieldShell';
import { folderOfTypedPath, parentFolder } from './folderPath';
import { isolated } from '../text/ServerText';

const NO_ENTRIES: readonly { name: string; path: string }[] = [];

interface FolderOption {
  /** Unique in the list. */
  key: string;
  /** The path choosing the option sets. */
  path: string;
  label: string;
  back: boolean;
}

export interface FolderPathPickerProps extends FieldChrome {
  value: string;
  onChange: (path: string) => void;
  /** Whose file system: Bazarr's (default), Sonarr's or Radarr's. */
  source?: FileSource;
  placeholder?: string;
  name?: string;
}

/** The folders to offer: Back (when not at the roots), then the sub-folders matching what is typed. */
function folderOptions(
  typed: string,
  folder: string,
  entries: readonly { name: string; path: string }[],
): FolderOption[] {
  const typedLower = typed.toLowerCase();
  const matching = entries
    .filter((entry) => entry.path.toLowerCase().startsWith(typedLower))
    .map((entry) => ({
      key: `folder:${entry.path}`,
      path: entry.path,
      label: entry.name,
      back: false,
    }));
  if (folder === '') return matching;
  const back = parentFolder(folder);
  return [{ key: `back:${back}`, path: back, label: 'Back', back: true }, ...matching];
}

/**
 * A path input that suggests the folders under what is typed, fetched only while it has focus.
 * Usage: `<FolderPathPicker label="Backup Folder" value={folder} onChange={setFolder} />`.
 */
export function FolderPathPicker({
  value,
  onChange,
  source = 'bazarr',
  placeholder = 'Click to start',
  name,
  ...chrome
}: FolderPathPickerProps) {
  const [focused, setFocused] = useState(false);
  const folder = folderOfTypedPath(value);
  const { data: entries = NO_ENTRIES, isFetching } = useGetFilesQuery(
    { source, path: folder },
    { skip: !focused },
  );

  const options = useMemo(() => folderOptions(value, folder, entries), [value, folder, entries]);
  const collection = useMemo(
    () =>
      createListCollection<FolderOption>({
        items: options,
        itemToString: (option) => option.path,
        itemToValue: (option) => option.key,
      }),
    [options],
  );

  return (
    <FieldShell {...chrome} hideLabel>
      <Combobox.Root
        collection={collection}
        inputValue={value}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') onChange(details.inputValue);
        }}
        // Nothing stays selected: each choice just sets the path, and the list moves into that folder.
        value={[]}
        onValueChange={(details) => {
          const [chosen] = details.items;
          if (chosen) onChange(chosen.path);
        }}
        selectionBehavior="preserve"
        closeOnSelect={false}
        openOnClick
        allowCustomValue
        invalid={Boolean(chrome.error)}
        disabled={chrome.disabled}
        name={name}
        size="sm"
      >
        {chrome.label !== undefined && <Combobox.Label>{chrome.label}</Combobox.Label>}
        <Combobox.Control>
          <Combobox.Input
            placeholder={placeholder}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        </Combobox.Control>
        <FloatingPortal>
          <Combobox.Positioner>
            <Combobox.Content maxH="240px" overflowY="auto">
              <Combobox.Empty>{isFetching ? 'Loading...' : 'No folders'}</Combobox.Empty>
              {collection.items.map((option) => (
                <Combobox.Item key={option.key} item={option}>
                  <Combobox.ItemText>
                    {option.back && <span aria-hidden="true">↩ </span>}
                    {isolated(option.label)}
                  </Combobox.ItemText>
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </FloatingPortal>
      </Combobox.Root>
    </FieldShell>
  );
}
