import { Box, Checkbox, Spinner, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, Info, Trash2, X } from 'lucide-react';
import { memo, useMemo } from 'react';
import { ActionIconButton, Selector, type SelectorOption } from '../../../components';
import type { LanguageChoice } from '../languages/useItemProfile';
import type { RowCheck, UploadDraft, UploadRow } from './uploadRows';

type DraftPatch = Partial<Omit<UploadDraft, 'id' | 'file'>>;

export interface UploadRowsTableProps {
  rows: readonly UploadRow[];
  checks: readonly RowCheck[];
  choices: readonly LanguageChoice[];
  /** Series uploads: the episodes a file can go to. */
  episodeOptions?: readonly SelectorOption<number>[];
  /** Series: ticking Forced clears HI and the other way round (SPEC §4). */
  exclusiveFlags: boolean;
  /** Stable callbacks: rows re-render only when their own file changes. */
  onChange: (id: string, patch: DraftPatch) => void;
  onRemove: (id: string) => void;
}

const looks = {
  valid: { color: 'fg.success', icon: <Check aria-hidden /> },
  warning: { color: 'fg.warning', icon: <Info aria-hidden /> },
  error: { color: 'fg.error', icon: <X aria-hidden /> },
};

function StatusIcon({ check }: { check: RowCheck }) {
  if (check.state === 'pending') return <Spinner size="sm" aria-label="Reading file name" />;
  const look = looks[check.state];
  return (
    <Box
      color={look.color}
      aria-label={check.state === 'valid' ? 'Ready' : check.message}
      role="img"
    >
      {look.icon}
    </Box>
  );
}

interface FlagBoxProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function FlagBox({ label, checked, disabled, onChange }: FlagBoxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

interface UploadRowViewProps {
  row: UploadRow;
  check: RowCheck;
  languageOptions: readonly SelectorOption<string>[];
  episodeOptions?: readonly SelectorOption<number>[];
  exclusiveFlags: boolean;
  onChange: (id: string, patch: DraftPatch) => void;
  onRemove: (id: string) => void;
}

function UploadRowView({
  row,
  check,
  languageOptions,
  episodeOptions,
  exclusiveFlags,
  onChange,
  onRemove,
}: UploadRowViewProps) {
  function setFlag(flag: 'hi' | 'forced', checked: boolean) {
    const other = flag === 'hi' ? 'forced' : 'hi';
    onChange(row.id, { [flag]: checked, ...(exclusiveFlags && checked ? { [other]: false } : {}) });
  }
  return (
    <Table.Row data-state={check.state}>
      <Table.Cell>
        <StatusIcon check={check} />
      </Table.Cell>
      <Table.Cell>
        <Text whiteSpace="normal" wordBreak="break-all" minW="8rem">
          {row.file.name}
        </Text>
        {'message' in check && (
          <Text
            textStyle="xs"
            whiteSpace="normal"
            color={check.state === 'error' ? 'fg.error' : 'fg.warning'}
          >
            {check.message}
          </Text>
        )}
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
          <Selector
            label={<VisuallyHidden>Episode</VisuallyHidden>}
            options={episodeOptions}
            value={row.episodeId}
            lazy
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

function sameRow(a: UploadRow, b: UploadRow): boolean {
  return (
    a.id === b.id &&
    a.language === b.language &&
    a.hi === b.hi &&
    a.forced === b.forced &&
    a.episodeId === b.episodeId &&
    a.pending === b.pending
  );
}

function sameCheck(a: RowCheck, b: RowCheck): boolean {
  return (
    a.state === b.state && ('message' in a ? a.message : '') === ('message' in b ? b.message : '')
  );
}

/** Rows are rebuilt on every change of the form: compare what they show, so only the changed one renders. */
const MemoUploadRow = memo(
  UploadRowView,
  (previous, next) =>
    sameRow(previous.row, next.row) &&
    sameCheck(previous.check, next.check) &&
    previous.languageOptions === next.languageOptions &&
    previous.episodeOptions === next.episodeOptions &&
    previous.exclusiveFlags === next.exclusiveFlags &&
    previous.onChange === next.onChange &&
    previous.onRemove === next.onRemove,
);

/** The files of an upload: status, name (with its problem), language, Forced, HI, episode and remove. */
export function UploadRowsTable({
  rows,
  checks,
  choices,
  episodeOptions,
  exclusiveFlags,
  onChange,
  onRemove,
}: UploadRowsTableProps) {
  const languageOptions = useMemo(
    () => choices.map((choice) => ({ value: choice.code2, label: choice.name })),
    [choices],
  );
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
            {episodeOptions && <Table.ColumnHeader minW="14rem">Episode</Table.ColumnHeader>}
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
              languageOptions={languageOptions}
              episodeOptions={episodeOptions}
              exclusiveFlags={exclusiveFlags}
              onChange={onChange}
              onRemove={onRemove}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
