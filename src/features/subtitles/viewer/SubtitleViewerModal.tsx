import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import type { SubtitleCue } from '../../../api/schemas/subtitleContents';
import { useGetSubtitleContentsQuery } from '../../../api/subtitleContents';
import { AppModal, DataTable, QueryState, type DataTableColumn } from '../../../components';
import { filterRows } from '../../../components/table/rowModel';
import { fileName } from '../../tools/toolFiles';
import { cueRows, type CueRow } from './cueText';

/**
 * Cues per page: a long film has 1,500 to 3,000. Fifty stay quick to draw, and the search above and the pager
 * below are a short scroll away, on a phone too.
 */
export const CUES_PER_PAGE = 50;

const columns: DataTableColumn<CueRow>[] = [
  {
    id: 'time',
    header: 'Time',
    width: '8rem',
    cell: (row) => (
      <Stack gap="0" fontVariantNumeric="tabular-nums" fontSize="sm">
        <Text>{row.start}</Text>
        <Text color="fg.muted">{row.end}</Text>
      </Stack>
    ),
  },
  {
    id: 'text',
    header: 'Text',
    // React writes the text as text: markup in a file (even a <script>) shows as typed.
    cell: (row) => (
      <Text whiteSpace="pre-line" overflowWrap="anywhere">
        {row.text}
      </Text>
    ),
  },
];

const rowKey = (row: CueRow) => row.key;
const searchText = (row: CueRow) => row.search;
const NO_CUES: readonly SubtitleCue[] = [];

/**
 * The cues, searched and paged here (the table's own paging would leave a user at the bottom of the next page):
 * a new page brings its first cue into view, a new search starts again at page 1.
 */
function CueTable({ cues, loading }: { cues: readonly SubtitleCue[]; loading: boolean }) {
  const rows = useMemo(() => cueRows(cues), [cues]);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const found = useMemo(() => filterRows(rows, searchText, query), [rows, query]);
  const top = useRef<HTMLDivElement>(null);
  return (
    <div ref={top}>
      <DataTable
        label="Cues"
        rows={found.slice(page * CUES_PER_PAGE, (page + 1) * CUES_PER_PAGE)}
        columns={columns}
        getRowKey={rowKey}
        pageSize={CUES_PER_PAGE}
        server={{
          total: found.length,
          pageIndex: page,
          onPageChange: (next) => {
            setPage(next);
            top.current?.scrollIntoView?.({ block: 'start' });
          },
        }}
        loading={loading}
        filter={{
          placeholder: 'Search cues',
          value: query,
          onChange: (text) => {
            setQuery(text);
            setPage(0);
          },
        }}
        emptyText="No cues found"
      />
    </div>
  );
}

export interface SubtitleViewerModalProps {
  /** The subtitle file, as the item lists it. */
  path: string;
  onClose: () => void;
}

/**
 * A subtitle file's cues (Bazarr 1.6, GET subtitles/contents): start and end times and text, a search over them,
 * fifty to a page. Read afresh on every opening (a tool may have rewritten the file); Bazarr's message when it
 * cannot read the file, with Retry. Mount it while it shows.
 */
export function SubtitleViewerModal({ path, onClose }: SubtitleViewerModalProps) {
  const result = useGetSubtitleContentsQuery(path, { refetchOnMountOrArgChange: true });
  const count = result.data?.length;
  return (
    <AppModal open onClose={onClose} title="Subtitle Contents" size="xl">
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
          {fileName(path)}
          {count !== undefined &&
            ` · ${count.toLocaleString('en-US')} ${count === 1 ? 'cue' : 'cues'}`}
        </Text>
        <QueryState result={result} loading={<CueTable cues={NO_CUES} loading />}>
          {(cues) => <CueTable cues={cues} loading={false} />}
        </QueryState>
      </Stack>
    </AppModal>
  );
}
