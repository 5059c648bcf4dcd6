import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable } from '../../src/components/table/DataTable';
import type { DataTableColumn, RowKey } from '../../src/components/table/types';
import { renderUi } from './render';

interface Task {
  job_id: string;
  name: string;
  interval: string;
  runs: number;
}

const tasks: Task[] = Array.from({ length: 23 }, (_, index) => ({
  job_id: `job-${index + 1}`,
  name: `Task ${String(index + 1).padStart(2, '0')}`,
  interval: index % 2 === 0 ? 'every 6 hours' : 'Never',
  runs: (index * 7) % 23,
}));

const columns: DataTableColumn<Task>[] = [
  { id: 'name', header: 'Name', cell: (task) => task.name, sortValue: (task) => task.name },
  { id: 'interval', header: 'Interval', cell: (task) => task.interval, hideOnMobile: true },
  {
    id: 'runs',
    header: 'Runs',
    cell: (task) => task.runs,
    sortValue: (task) => task.runs,
    align: 'end',
  },
];

const getKey = (task: Task) => task.job_id;

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}

function firstCells() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
}

describe('DataTable sorting', () => {
  it('sorts by a column on click and on Enter, toggling ascending and descending', async () => {
    const user = userEvent.setup();
    renderUi(
      <DataTable label="Tasks" rows={tasks.slice(0, 5)} columns={columns} getRowKey={getKey} />,
    );
    const runsHeader = screen.getByRole('columnheader', { name: 'Runs' });
    expect(runsHeader).toHaveAttribute('aria-sort', 'none');
    // jsdom matches no media query, so it shows the phone layout: the interval column is hidden.
    const intervalHeader = screen.getByText('Interval');
    expect(intervalHeader).not.toBeVisible();
    expect(intervalHeader.closest('th')).not.toHaveAttribute('aria-sort');

    await user.click(within(runsHeader).getByRole('button'));
    expect(runsHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      '0',
      '5',
      '7',
      '14',
      '21',
    ]);

    within(runsHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(runsHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      '21',
      '14',
      '7',
      '5',
      '0',
    ]);
  });
});

describe('DataTable pagination', () => {
  it('pages the rows itself with a footer and pager', async () => {
    const user = userEvent.setup();
    renderUi(<DataTable label="Tasks" rows={tasks} columns={columns} getRowKey={getKey} />);
    expect(screen.getByText('Show 1 to 10 of 23 entries')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Show 21 to 23 of 23 entries')).toBeInTheDocument();
    expect(firstCells()).toEqual(['Task 21', 'Task 22', 'Task 23']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Show 11 to 20 of 23 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Show 1 to 10 of 23 entries')).toBeInTheDocument();
  });

  it('hides the pager when everything fits on one page', () => {
    renderUi(
      <DataTable label="Tasks" rows={tasks} columns={columns} getRowKey={getKey} pageSize={50} />,
    );
    expect(screen.getByText('Show 1 to 23 of 23 entries')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('asks the page for another page with server-side paging', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderUi(
      <DataTable
        label="History"
        rows={tasks.slice(0, 5)}
        columns={columns}
        getRowKey={getKey}
        pageSize={5}
        server={{ total: 120, pageIndex: 3, onPageChange }}
      />,
    );
    expect(screen.getByText('Show 16 to 20 of 120 entries')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(23);
  });
});

describe('DataTable states', () => {
  it('shows the empty text and no footer without rows', () => {
    renderUi(
      <DataTable
        label="Tasks"
        rows={[]}
        columns={columns}
        getRowKey={getKey}
        emptyText="No missing Movies subtitles"
      />,
    );
    expect(screen.getByText('No missing Movies subtitles')).toBeInTheDocument();
    expect(screen.queryByText(/entries$/)).not.toBeInTheDocument();
  });

  it('shows the requested number of placeholder rows while loading', () => {
    renderUi(
      <DataTable
        label="Episode History"
        rows={[]}
        columns={columns}
        getRowKey={getKey}
        loading
        placeholderRows={5}
      />,
    );
    expect(screen.getByRole('table', { name: 'Episode History' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(5);
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('filters rows case and accent insensitively and goes back to the first page', async () => {
    const user = userEvent.setup();
    const rows = [...tasks, { job_id: 'x', name: 'Amélie', interval: 'Never', runs: 1 }];
    renderUi(
      <DataTable
        label="Tasks"
        rows={rows}
        columns={columns}
        getRowKey={getKey}
        filter={{ getText: (task) => task.name }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'AMELIE');
    expect(firstCells()).toEqual(['Amélie']);
    expect(screen.getByText('Show 1 to 1 of 1 entries')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'nothing like it');
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});

function SelectableTable({ onChange }: { onChange: (keys: RowKey[]) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  return (
    <DataTable
      label="Series"
      rows={tasks.slice(0, 3)}
      columns={columns}
      getRowKey={getKey}
      rowLabel={(task) => task.name}
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          onChange([...next]);
        },
      }}
    />
  );
}

describe('DataTable selection', () => {
  it('selects rows one by one and all at once', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<SelectableTable onChange={onChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Task 02' }));
    expect(onChange).toHaveBeenLastCalledWith(['job-2']);
    expect(screen.getByRole('checkbox', { name: 'Select Task 02' })).toBeChecked();
    expect(selectAll).toBePartiallyChecked();

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(['job-2', 'job-1', 'job-3']);
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select Task 01' })).not.toBeChecked();
  });
});
