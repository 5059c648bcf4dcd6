import { Badge, Box, Button } from '@chakra-ui/react';
import { Download, Filter, RefreshCw, Trash } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSettings } from '../../../api/settings';
import { useDeleteLogsMutation, useGetLogsQuery } from '../../../api/systemPages';
import type { LogEntry } from '../../../api/schemas/systemPages';
import { useEnvironment } from '../../../lib/environment';
import {
  ConfirmDialog,
  DataTable,
  PageContainer,
  PageHeader,
  QueryState,
  Selector,
  Toolbar,
  ToolbarButton,
} from '../../../components';
import { logFileUrl } from '../systemLinks';
import { usePageSize } from '../../../features/lists';
import { LogFilterModal } from './LogFilterModal';
import { logFilterIndicator, logFilterValues } from './logFilterSettings';
import { LogDetailModal } from './LogDetailModal';
import { logColumns, type LogRow } from './logColumns';
import { LEVEL_LOOKS, LOG_LEVELS, type LogLevel } from './logLevels';

type LevelFilter = LogLevel | 'ALL';

const LEVEL_OPTIONS: { value: LevelFilter; label: string }[] = [
  { value: 'ALL', label: 'All levels' },
  ...LOG_LEVELS.map((level) => ({ value: level, label: LEVEL_LOOKS[level].label })),
];

/** docs/behaviour.md §2 Logs: Refresh, Download, Empty; entries newest first, filtered by level, with their stack traces. */
export function LogsPage() {
  const logs = useGetLogsQuery();
  const [deleteLogs] = useDeleteLogsMutation();
  const { baseUrl } = useEnvironment();
  const pageSize = usePageSize();
  const [level, setLevel] = useState<LevelFilter>('ALL');
  const [detail, setDetail] = useState<LogEntry | null>(null);
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const { settings } = useSettings();
  const filter = useMemo(() => (settings ? logFilterValues(settings) : null), [settings]);
  const indicator = filter && logFilterIndicator(filter);
  const columns = useMemo(() => logColumns(setDetail), []);

  const rows = useMemo<LogRow[]>(
    () =>
      (logs.data ?? [])
        .map((entry, key) => ({ key, entry }))
        .filter(({ entry }) => level === 'ALL' || entry.type === level),
    [logs.data, level],
  );

  return (
    <>
      <Toolbar label="Logs actions">
        <ToolbarButton
          icon={<RefreshCw />}
          loading={logs.isFetching}
          onClick={() => void logs.refetch()}
        >
          Refresh
        </ToolbarButton>
        <Button asChild variant="ghost" size="sm">
          <a href={logFileUrl(baseUrl)} download="bazarr.log">
            <Download />
            Download
          </a>
        </Button>
        <ToolbarButton icon={<Trash />} onClick={() => setConfirmingEmpty(true)}>
          Empty
        </ToolbarButton>
        <ToolbarButton
          icon={<Filter />}
          disabled={!filter}
          onClick={() => setFiltering(true)}
          aria-label={indicator ? `Filter (${indicator})` : 'Filter'}
        >
          Filter
          {indicator && (
            <Badge size="sm" colorPalette="orange" variant="subtle" aria-hidden>
              {indicator}
            </Badge>
          )}
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <PageHeader
          title="Logs"

          actions={
            <Box minW="10rem">
              <Selector
                label="Level"
                options={LEVEL_OPTIONS}
                value={level}
                onChange={(next) => setLevel(next ?? 'ALL')}
              />
            </Box>
          }
        />
        <QueryState result={logs}>
          {() => (
            <DataTable
              label="Logs"
              rows={rows}
              columns={columns}
              getRowKey={(row) => row.key}
              pageSize={pageSize}
              emptyText="No logs"
            />
          )}
        </QueryState>
      </PageContainer>
      <LogDetailModal entry={detail} onClose={() => setDetail(null)} />
      {filtering && filter && (
        <LogFilterModal stored={filter} onClose={() => setFiltering(false)} />
      )}
      <ConfirmDialog
        open={confirmingEmpty}
        onClose={() => setConfirmingEmpty(false)}
        title="Empty the log?"
        message="Every entry of the log is deleted. This cannot be undone."
        confirmLabel="Empty"
        onConfirm={() => deleteLogs().unwrap()}
      />
    </>
  );
}
