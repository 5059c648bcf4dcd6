import { Checkbox, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { EmptyState, LanguageBadge } from '../../components';
import { fileName, isEditableFile, type ToolFile } from './toolFiles';

interface SubtitleFilesTableProps {
  files: readonly ToolFile[];
  /** Heads each item's files with its label (a series: one group per episode). */
  grouped: boolean;
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

/** The row that names the episode (or movie) whose files follow. */
function GroupRow({ label }: { label: string }) {
  return (
    <Table.Row bg="bg.muted">
      <Table.Cell colSpan={3} fontWeight="semibold" whiteSpace="normal">
        {label}
      </Table.Cell>
    </Table.Row>
  );
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

/** The subtitle files with a checkbox each, grouped by item if asked; only .srt files can be picked (docs/behaviour.md §5). */
export function SubtitleFilesTable({
  files,
  grouped,
  selected,
  onChange,
}: SubtitleFilesTableProps) {
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
            {files.map((file, index) => {
              const name = fileName(file.path);
              const canEdit = isEditableFile(file);
              const startsGroup = grouped && files[index - 1]?.target !== file.target;
              return (
                <Fragment key={file.path}>
                  {startsGroup && <GroupRow label={file.heading} />}
                  <Table.Row aria-disabled={!canEdit || undefined}>
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
                </Fragment>
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
