import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isolated, LanguageBadge, PathText, type DataTableColumn } from '../../components';
import type { CleanupCandidate } from './selectCleanup';
import type { FileOutcome } from './useCleanupRun';

/** Table cells keep to one line by default: paths and reasons wrap instead of pushing the last column out. */
function Wrapping({ children, minW }: { children: ReactNode; minW?: string }) {
  return (
    <Text as="span" display="block" whiteSpace="normal" overflowWrap="anywhere" minW={minW}>
      {children}
    </Text>
  );
}

/** The columns the preview and the report share: the file, its episode or movie, its language. */
export const fileColumns: readonly DataTableColumn<CleanupCandidate>[] = [
  {
    id: 'path',
    header: 'File',
    cell: ({ file }) => (
      <Wrapping minW="8rem">
        <PathText path={file.path} />
      </Wrapping>
    ),
  },
  {
    id: 'item',
    header: 'Item',
    cell: ({ target }) => <Wrapping>{isolated(target.label)}</Wrapping>,
    width: '10rem',
  },
  {
    id: 'language',
    header: 'Language',
    cell: ({ file }) => <LanguageBadge language={file} format="name" />,
    width: '9rem',
    // The file name carries the language too: on a phone the room goes to the path and the reason.
    hideOnMobile: true,
  },
];

/** The preview: why each file is selected. */
export const previewColumns: readonly DataTableColumn<CleanupCandidate>[] = [
  ...fileColumns,
  {
    id: 'why',
    header: 'Why',
    cell: ({ reasons }) => <Wrapping>{reasons.join('; ')}</Wrapping>,
    width: '14rem',
  },
];

export interface ReportRow extends CleanupCandidate {
  outcome: FileOutcome;
}

const RESULT_TEXT = { waiting: 'Waiting', deleted: 'Deleted' } as const;

function ResultCell({ outcome }: { outcome: FileOutcome }) {
  if (outcome.status === 'failed')
    return (
      <Wrapping>
        <Text as="span" color="fg.error">
          Failed: {isolated(outcome.message)}
        </Text>
      </Wrapping>
    );
  return (
    <Text as="span" color={outcome.status === 'deleted' ? 'fg.success' : 'fg.muted'}>
      {RESULT_TEXT[outcome.status]}
    </Text>
  );
}

/** The report: what became of each file. */
export const reportColumns: readonly DataTableColumn<ReportRow>[] = [
  ...fileColumns,
  {
    id: 'result',
    header: 'Result',
    cell: ({ outcome }) => <ResultCell outcome={outcome} />,
    width: '14rem',
  },
];
