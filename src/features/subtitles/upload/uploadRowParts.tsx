import { Box, Checkbox, Spinner, Text } from '@chakra-ui/react';
import { Check, CircleSlash, Info, X } from 'lucide-react';
import type { SelectorOption } from '../../../components';
import type { RowCheck, UploadDraft, UploadRow } from './uploadRows';

export type DraftPatch = Partial<Omit<UploadDraft, 'id' | 'file'>>;

/** What one file shows, in the table (wide screens) or as a card (phones). */
export interface UploadRowViewProps {
  row: UploadRow;
  check: RowCheck;
  languageOptions: readonly SelectorOption<string>[];
  /** Series uploads: the episodes a file can go to. */
  episodeOptions?: readonly SelectorOption<number>[];
  /** Series: ticking Forced clears HI and the other way round (docs/behaviour.md §4). */
  exclusiveFlags: boolean;
  /** Stable callbacks: rows re-render only when their own file changes. */
  onChange: (id: string, patch: DraftPatch) => void;
  onRemove: (id: string) => void;
}

/** What the table and the cards take: the rows, and the props every row shares. */
export type UploadRowsLayoutProps = Omit<UploadRowViewProps, 'row' | 'check'> & {
  rows: readonly UploadRow[];
  checks: readonly RowCheck[];
};

/** The change ticking Forced or HI makes (with exclusive flags, ticking one clears the other). */
export function flagPatch(flag: 'hi' | 'forced', checked: boolean, exclusive: boolean): DraftPatch {
  const other = flag === 'hi' ? 'forced' : 'hi';
  return { [flag]: checked, ...(exclusive && checked ? { [other]: false } : {}) };
}

const looks = {
  valid: { color: 'fg.success', icon: <Check aria-hidden /> },
  warning: { color: 'fg.warning', icon: <Info aria-hidden /> },
  error: { color: 'fg.error', icon: <X aria-hidden /> },
  skipped: { color: 'fg.muted', icon: <CircleSlash aria-hidden /> },
};

export function StatusIcon({ check }: { check: RowCheck }) {
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

const MESSAGE_COLORS = { error: 'fg.error', warning: 'fg.warning', skipped: 'fg.muted' } as const;

/** The file's name (server-side text for the user: isolated, it may be right-to-left) and its problem. */
export function FileName({ row, check }: { row: UploadRow; check: RowCheck }) {
  return (
    <>
      <Text whiteSpace="normal" wordBreak="break-all">
        <bdi>{row.file.name}</bdi>
      </Text>
      {'message' in check && (
        <Text textStyle="xs" whiteSpace="normal" color={MESSAGE_COLORS[check.state]}>
          {check.message}
        </Text>
      )}
    </>
  );
}

interface FlagBoxProps {
  label: string;
  /** Cards show the label beside the box; the table has it in the column header. */
  showLabel?: boolean;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

export function FlagBox({ label, showLabel = false, checked, disabled, onChange }: FlagBoxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-label={showLabel ? undefined : label} />
      <Checkbox.Control />
      {showLabel && <Checkbox.Label>{label}</Checkbox.Label>}
    </Checkbox.Root>
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
export function sameRowView(previous: UploadRowViewProps, next: UploadRowViewProps): boolean {
  return (
    sameRow(previous.row, next.row) &&
    sameCheck(previous.check, next.check) &&
    previous.languageOptions === next.languageOptions &&
    previous.episodeOptions === next.episodeOptions &&
    previous.exclusiveFlags === next.exclusiveFlags &&
    previous.onChange === next.onChange &&
    previous.onRemove === next.onRemove
  );
}
