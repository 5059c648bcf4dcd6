import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AppModal, ConfirmText, DataTable } from '../../components';
import { previewColumns, reportColumns, type ReportRow } from './cleanupColumns';
import {
  ALL_RULES,
  CLEANUP_RULES,
  selectCleanup,
  type CleanupCandidate,
  type CleanupItem,
  type CleanupRuleId,
} from './selectCleanup';
import { useCleanupRun, type CleanupRun } from './useCleanupRun';

export interface CleanupModalProps {
  /** The episodes or movies to clean up. */
  items: readonly CleanupItem[];
  /** Set while the items or their profiles are still being read ('Reading episodes: 3 of 40 series'). */
  loading?: string;
  /** Something the user should know about the preview (e.g. series whose episodes could not be read). */
  notice?: string;
  onClose: () => void;
}

const pathOf = (candidate: CleanupCandidate) => candidate.file.path;
const plural = (count: number) => `${count} subtitle file${count === 1 ? '' : 's'}`;

function RuleChoices({
  rules,
  onChange,
}: {
  rules: ReadonlySet<CleanupRuleId>;
  onChange: (rules: ReadonlySet<CleanupRuleId>) => void;
}) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" mb="2">
        Delete subtitle files that match
      </Text>
      {CLEANUP_RULES.map((rule) => (
        <Checkbox.Root
          key={rule.id}
          size="sm"
          checked={rules.has(rule.id)}
          onCheckedChange={({ checked }) => {
            const next = new Set(rules);
            if (checked === true) next.add(rule.id);
            else next.delete(rule.id);
            onChange(next);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{rule.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

function Report({ run }: { run: CleanupRun }) {
  const rows = useMemo<ReportRow[]>(
    () =>
      run.files.map((candidate) => ({
        ...candidate,
        outcome: run.outcomes.get(candidate.file.path) ?? { status: 'waiting' },
      })),
    [run],
  );
  const count = (status: ReportRow['outcome']['status']) =>
    rows.filter((row) => row.outcome.status === status).length;
  const waiting = count('waiting');
  return (
    <Stack gap="4">
      <Text role="status">
        {waiting > 0 ? `Deleting ${plural(run.files.length)}: ` : 'Done: '}
        {`${count('deleted')} deleted, ${count('failed')} failed`}
        {waiting > 0 ? `, ${waiting} waiting` : ''}
      </Text>
      <DataTable label="Deletion report" rows={rows} columns={reportColumns} getRowKey={pathOf} />
    </Stack>
  );
}

/**
 * Clean-up by rule (issue #19 item 3): choose rules, see every file they select (path, item, language, why),
 * confirm, and follow the deletions (background tasks under 'Deleting subtitles...') in a per-file report.
 * Nothing is deleted before 'Delete' in the confirmation step. Mount it while open.
 */
export function CleanupModal({ items, loading, notice, onClose }: CleanupModalProps) {
  const [rules, setRules] = useState<ReadonlySet<CleanupRuleId>>(ALL_RULES);
  const [confirming, setConfirming] = useState(false);
  const candidates = useMemo(() => selectCleanup(items, rules), [items, rules]);
  const { run, start } = useCleanupRun();

  let body;
  let footer;
  if (run) {
    body = <Report run={run} />;
    footer = <Button onClick={onClose}>Done</Button>;
  } else if (confirming) {
    body = <ConfirmText>They are deleted from disk. This cannot be undone.</ConfirmText>;
    footer = (
      <>
        {/* The harmless answer first: the modal is an alertdialog now (a new button, so it takes the focus). */}
        <Button key="keep" variant="outline" onClick={() => setConfirming(false)} autoFocus>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={() => start(candidates)}>
          Delete
        </Button>
      </>
    );
  } else {
    body = (
      <Stack gap="4">
        <RuleChoices rules={rules} onChange={setRules} />
        {notice && <Text color="fg.warning">{notice}</Text>}
        <Text aria-live="polite">
          {loading ??
            (candidates.length === 0
              ? 'No subtitle file matches these rules'
              : `${plural(candidates.length)} will be deleted`)}
        </Text>
        {candidates.length > 0 && (
          <DataTable
            label="Files to delete"
            rows={candidates}
            columns={previewColumns}
            getRowKey={pathOf}
          />
        )}
      </Stack>
    );
    footer = (
      <>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          disabled={loading !== undefined || candidates.length === 0}
          onClick={() => setConfirming(true)}
        >
          <Trash2 />
          Delete...
        </Button>
      </>
    );
  }

  return (
    <AppModal
      open
      onClose={onClose}
      title={confirming && !run ? `Delete ${plural(candidates.length)}?` : 'Clean Up Subtitles'}
      role={confirming && !run ? 'alertdialog' : 'dialog'}
      size="wide"
      footer={footer}
    >
      {body}
    </AppModal>
  );
}
