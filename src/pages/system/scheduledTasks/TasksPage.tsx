import { RefreshCw } from 'lucide-react';
import { useGetTasksQuery } from '../../../api/systemPages';
import type { Task } from '../../../api/schemas/systemPages';
import {
  DataTable,
  PageContainer,
  PageHeader,
  QueryState,
  Toolbar,
  ToolbarButton,
  type DataTableColumn,
  type SortState,
} from '../../../components';
import { WrappedText } from '../WrappedText';
import { RunTaskButton } from './RunTaskButton';

const columns: DataTableColumn<Task>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (task) => <WrappedText minW="8rem">{task.name}</WrappedText>,
    sortValue: (task) => task.name,
  },
  { id: 'interval', header: 'Interval', cell: (task) => task.interval, hideOnMobile: true },
  { id: 'next', header: 'Next Execution', cell: (task) => task.next_run_in },
  {
    id: 'run',
    header: 'Run',
    cell: (task) => <RunTaskButton task={task} />,
    align: 'end',
    width: '4rem',
  },
];

const BY_NAME: SortState = { columnId: 'name', direction: 'asc' };

/** docs/behaviour.md §2 Tasks: refreshed every 60 s and on 'task' events (the hook's polling and tag). */
export function TasksPage() {
  const tasks = useGetTasksQuery();
  return (
    <>
      <Toolbar label="Tasks actions">
        <ToolbarButton
          icon={<RefreshCw />}
          loading={tasks.isFetching}
          onClick={() => void tasks.refetch()}
        >
          Refresh
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <PageHeader title="Tasks" />
        <QueryState result={tasks}>
          {(list) => (
            <DataTable
              label="Tasks"
              rows={list}
              columns={columns}
              getRowKey={(task) => task.job_id}
              defaultSort={BY_NAME}
              pageSize={0}
              emptyText="No tasks"
            />
          )}
        </QueryState>
      </PageContainer>
    </>
  );
}
