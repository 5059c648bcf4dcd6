import { Button, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { ActionIconButton, FolderPathPicker } from '../../../components';
import {
  SettingsSection,
  useSettingChanged,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';
import type { ArrManager } from './managers';
import { asPathMappings, type PathMapping } from './pathMappings';

function PathMappingsTable({ manager }: { manager: ArrManager }) {
  const mappings = asPathMappings(useSettingValue(manager.pathMappingsKey));
  const stage = useStageSetting(manager.pathMappingsKey);
  const fromHeader = `${manager.name} path`;
  const toHeader = 'Bazarr path';

  const update = (index: number, mapping: PathMapping) =>
    stage(mappings.map((existing, at) => (at === index ? mapping : existing)));

  return (
    <Stack gap="3" align="flex-start">
      {mappings.length === 0 ? (
        <Text color="fg.muted">No path mappings</Text>
      ) : (
        <Table.ScrollArea w="full" borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={`${manager.name} path mappings`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{fromHeader}</Table.ColumnHeader>
                <Table.ColumnHeader>{toHeader}</Table.ColumnHeader>
                <Table.ColumnHeader w="1">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {mappings.map(([from, to], index) => (
                <Table.Row key={index}>
                  <Table.Cell minW="48">
                    <FolderPathPicker
                      label={<VisuallyHidden>{`${fromHeader} ${index + 1}`}</VisuallyHidden>}
                      value={from}
                      onChange={(path) => update(index, [path, to])}
                      source={manager.fileSource}
                    />
                  </Table.Cell>
                  <Table.Cell minW="48">
                    <FolderPathPicker
                      label={<VisuallyHidden>{`${toHeader} ${index + 1}`}</VisuallyHidden>}
                      value={to}
                      onChange={(path) => update(index, [from, path])}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <ActionIconButton
                      icon={<Trash2 />}
                      label={`Remove path mapping ${index + 1}`}
                      onClick={() => stage(mappings.filter((_, at) => at !== index))}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Button variant="outline" size="sm" onClick={() => stage([...mappings, ['', '']])}>
        <Plus />
        Add Path Mapping
      </Button>
    </Stack>
  );
}

/**
 * The paths the manager reports, translated to Bazarr's (docs/behaviour.md §3). They browse the manager's file system, so
 * they wait until a change to the Enabled switch is saved (docs/behaviour.md §4).
 */
export function PathMappingsSection({ manager }: { manager: ArrManager }) {
  const enableUnsaved = useSettingChanged(manager.enabledKey);
  return (
    <SettingsSection
      title="Path Mappings"
      description={`When ${manager.name} and Bazarr see the same files under different paths (Docker, network shares).`}
    >
      {enableUnsaved ? (
        <Text role="note">
          Path mappings will be available after you save the change to &apos;Use {manager.name}
          &apos;.
        </Text>
      ) : (
        <PathMappingsTable manager={manager} />
      )}
    </SettingsSection>
  );
}
