import { Checkbox, Table, Text } from '@chakra-ui/react';
import { EmptyState, LanguageBadge } from '../../components';
import { fileName, isEditableFile, type SubtitleFile } from './toolFiles';

interface SubtitleFilesTableProps {
  files: readonly SubtitleFile[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

function SelectBox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      verticalAlign="middle"
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The item's subtitle files with a checkbox each; only .srt files can be picked (SPEC §5). */
export function SubtitleFilesTable({ files, selected, onChange }: SubtitleFilesTableProps) {
  if (files.length === 0) return <EmptyState>No external subtitles found</EmptyState>;

  const editable = files.filter(isEditableFile).map((file) => file.path);
  const selectedCount = editable.filter((path) => selected.has(path)).length;
  const toggle = (path: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(path);
    else next.delete(path);
    onChange(next);
  };

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
        <Table.Root size="sm" aria-label="Subtitle files">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="2.5rem">
                <SelectBox
                  label="Select all"
                  disabled={editable.length === 0}
                  checked={
                    selectedCount === 0
                      ? false
                      : selectedCount === editable.length
                        ? true
                        : 'indeterminate'
                  }
                  onChange={(checked) => onChange(new Set(checked ? editable : []))}
                />
              </Table.ColumnHeader>
              <Table.ColumnHeader>Language</Table.ColumnHeader>
              <Table.ColumnHeader>File</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {files.map((file) => {
              const name = fileName(file.path);
              const canEdit = isEditableFile(file);
              return (
                <Table.Row key={file.path} aria-disabled={!canEdit || undefined}>
                  <Table.Cell>
                    <SelectBox
                      label={`Select ${name}`}
                      checked={selected.has(file.path)}
                      disabled={!canEdit}
                      onChange={(checked) => toggle(file.path, checked)}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <LanguageBadge language={file} format="name" />
                  </Table.Cell>
                  <Table.Cell
                    whiteSpace="normal"
                    overflowWrap="anywhere"
                    color={canEdit ? undefined : 'fg.muted'}
                  >
                    {name}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {editable.length < files.length && (
        <Text color="fg.muted" fontSize="sm" mt="2">
          Only .srt files can be modified.
        </Text>
      )}
    </>
  );
}
