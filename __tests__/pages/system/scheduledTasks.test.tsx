import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TasksPage } from '../../../src/pages/system/scheduledTasks/TasksPage';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { connectRealtime } from '../../realtime/support';
import { requestsTo } from './systemTestKit';

const { server, backend } = setupDemoServer();

function rowOf(name: string): HTMLElement {
  const cell = screen.getByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('Tasks page', () => {
  it('lists the tasks sorted by name with their interval and next execution', async () => {
    renderWithProviders(<TasksPage />);
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(names).toHaveLength(backend.state.tasks.length);
    const row = rowOf('Search for Missing Series Subtitles');
    expect(within(row).getByText('every 6 hours')).toBeInTheDocument();
    expect(within(row).getByText('in 5 hours')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('reads the tasks again with Refresh', async () => {
    const { user } = renderWithProviders(<TasksPage />);
    await screen.findByRole('table', { name: 'Tasks' });
    expect(requestsTo(backend, 'GET', '/api/system/tasks')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo(backend, 'GET', '/api/system/tasks')).toHaveLength(2));
  });

  it('runs a task, spins while it runs and stops when Bazarr says it is done', async () => {
    const task = backend.state.tasks.find((candidate) => candidate.job_id === 'check_health');
    if (!task) throw new Error('No check_health task');
    // Bazarr starts the job and reports it with a 'task' event; here the job runs until the test ends it.
    const posted: string[] = [];
    server.use(
      http.post('*/api/system/tasks', async ({ request }) => {
        posted.push(String((await request.formData()).get('taskid')));
        task.running = true;
        backend.control.emit({ type: 'task', action: 'update', payload: null });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, store, sockets } = renderWithProviders(<TasksPage />);
    await screen.findByRole('table', { name: 'Tasks' });
    connectRealtime(Object.assign(store, { sockets }), backend);
    const button = within(rowOf('Check Health')).getByRole('button', { name: 'Run Check Health' });
    expect(button).toHaveAttribute('aria-busy', 'false');

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(posted).toEqual(['check_health']);

    task.running = false;
    backend.control.emit({ type: 'task', action: 'update', payload: null });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(button).toBeEnabled();
  });

  it('sends the task id to the demo backend', async () => {
    const { user } = renderWithProviders(<TasksPage />);
    await screen.findByRole('table', { name: 'Tasks' });
    await user.click(screen.getByRole('button', { name: 'Run Update Release Info' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/system/tasks').map((r) => r.form.taskid)).toEqual([
        ['update_release'],
      ]),
    );
  });

  it('spins while the request is in flight', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/api/system/tasks', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<TasksPage />);
    await screen.findByRole('table', { name: 'Tasks' });
    const button = within(rowOf('Sync with Sonarr')).getByRole('button', {
      name: 'Run Sync with Sonarr',
    });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    // Not running on the server (this handler did not start it): the spinner stops after the re-read.
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  });

  it('shows a running task with a spinner from the start, and the error of a failed run', async () => {
    backend.state.tasks[0].running = true;
    failing(backend, 'POST /api/system/tasks', 404, 'Task not found');
    const { user } = renderWithProviders(<TasksPage />);
    await screen.findByRole('table', { name: 'Tasks' });
    const running = backend.state.tasks[0].name;
    expect(screen.getByRole('button', { name: `Run ${running}` })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Run Cache Maintenance' }));
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('Task not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Cache Maintenance' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('shows the error of a failed load', async () => {
    failing(backend, 'GET /api/system/tasks', 500, 'Database locked');
    renderWithProviders(<TasksPage />);
    expect(await screen.findByText('Error 500: Database locked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
