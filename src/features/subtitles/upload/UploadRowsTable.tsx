import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { memo } from 'react';
import { ActionIconButton, SearchableSelector, Selector } from '../../../components';
import {
  FileName,
  FlagBox,
  flagPatch,
  sameRowView,
  StatusIcon,
  type UploadRowsLayoutProps,
  type UploadRowViewProps,
} from './uploadRowParts';

function UploadRowView({
  row,
  check,
  languageOptions,
  episodeOptions,
  exclusiveFlags,
  onChange,
  onRemove,
}: UploadRowViewProps) {
  const setFlag = (flag: 'hi' | 'forced', checked: boolean) =>
    onChange(row.id, flagPatch(flag, checked, exclusiveFlags));
  return (
    <Table.Row data-state={check.state}>
      <Table.Cell>
        <StatusIcon check={check} />
      </Table.Cell>
      <Table.Cell>
        <Box minW="8rem">
          <FileName row={row} check={check} />
        </Box>
      </Table.Cell>
      <Table.Cell>
        <Selector
          label={<VisuallyHidden>Language</VisuallyHidden>}
          options={languageOptions}
          value={row.language}
          clearable
          lazy
          disabled={row.pending}
          onChange={(language) => onChange(row.id, { language })}
        />
      </Table.Cell>
      <Table.Cell>
        <FlagBox
          label="Forced"
          checked={row.forced}
          disabled={row.pending}
          onChange={(checked) => setFlag('forced', checked)}
        />
      </Table.Cell>
      <Table.Cell>
        <FlagBox
          label="HI"
          checked={row.hi}
          disabled={row.pending}
          onChange={(checked) => setFlag('hi', checked)}
        />
      </Table.Cell>
      {episodeOptions && (
        <Table.Cell>
          <SearchableSelector
            label={<VisuallyHidden>Episode</VisuallyHidden>}
            options={episodeOptions}
            value={row.episodeId}
            disabled={row.pending}
            onChange={(episodeId) => onChange(row.id, { episodeId })}
          />
        </Table.Cell>
      )}
      <Table.Cell>
        <ActionIconButton
          icon={<Trash2 />}
          label="Remove"
          colorPalette="red"
          onClick={() => onRemove(row.id)}
        />
      </Table.Cell>
    </Table.Row>
  );
}

const MemoUploadRow = memo(UploadRowView, sameRowView);

/** Wide screens: the files as table rows: status, name (with its problem), language, Forced, HI, episode. */
export function UploadRowsTable({ rows, checks, ...shared }: UploadRowsLayoutProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root size="sm" aria-label="Files to upload">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="2rem">
              <VisuallyHidden>Status</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader>File</Table.ColumnHeader>
            <Table.ColumnHeader minW="10rem">Language</Table.ColumnHeader>
            <Table.ColumnHeader width="4rem">Forced</Table.ColumnHeader>
            <Table.ColumnHeader width="4rem">HI</Table.ColumnHeader>
            {shared.episodeOptions && <Table.ColumnHeader minW="14rem">Episode</Table.ColumnHeader>}
            <Table.ColumnHeader width="3rem">
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <MemoUploadRow
              key={row.id}
              row={row}
              check={checks[index] ?? { state: 'pending' }}
              {...shared}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
