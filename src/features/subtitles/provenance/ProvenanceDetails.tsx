import { Box, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { historyActionIconOf } from '../../history/HistoryActionIcon';
import { formatScore } from '../../history/formatScore';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';
import { PROVENANCE_ERROR, PROVENANCE_LOADING } from './ProvenanceHint';
import {
  provenanceWord,
  UNKNOWN_HOW,
  type ProvenanceEntry,
  type ProvenanceSubtitle,
} from './subtitleProvenance';
import { useSubtitleProvenance } from './useSubtitleProvenance';

export const NO_HISTORY_NOTE = 'No history entry matches this subtitle.';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** A two-column list of labels and values (the theme leaves out Chakra's DataList recipe to stay small). */
function Facts({ children }: { children: ReactNode }) {
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1" textStyle="sm">
      {children}
    </Grid>
  );
}

function How({ action }: { action: number }) {
  const Icon = historyActionIconOf(action);
  return (
    <HStack gap="1.5">
      <Icon size={14} aria-hidden />
      {provenanceWord(action)}
    </HStack>
  );
}

function EntryRows({ entry }: { entry: ProvenanceEntry }) {
  const score = formatScore(entry.score);
  return (
    <>
      <Row label="How">
        <How action={entry.action} />
      </Row>
      <Row label="Provider">{entry.provider ?? '-'}</Row>
      <Row label="Score">{score === '' ? '-' : score}</Row>
      <Row label="Date">
        {entry.timestamp}
        {entry.parsed_timestamp ? ` (${entry.parsed_timestamp})` : ''}
      </Row>
    </>
  );
}

/**
 * Where a subtitle came from, as a short list (how, provider, score, date), read from its item's history when
 * this mounts (a chip's menu or a popover opening).
 */
export function ProvenanceDetails({
  target,
  subtitle,
}: {
  target: SubtitleTarget;
  subtitle: ProvenanceSubtitle;
}) {
  const state = useSubtitleProvenance(target, subtitle);
  if (state.status === 'loading')
    return (
      <HStack gap="2" textStyle="sm" color="fg.muted">
        <Spinner size="xs" />
        {PROVENANCE_LOADING}
      </HStack>
    );
  if (state.status === 'error')
    return (
      <Text textStyle="sm" color="fg.error">
        {PROVENANCE_ERROR}
      </Text>
    );
  if (state.status === 'found')
    return (
      <Facts>
        <EntryRows entry={state.entry} />
      </Facts>
    );
  return (
    <Stack gap="1">
      <Facts>
        <Row label="How">{UNKNOWN_HOW}</Row>
      </Facts>
      <Text textStyle="xs" color="fg.muted">
        {NO_HISTORY_NOTE}
      </Text>
    </Stack>
  );
}
