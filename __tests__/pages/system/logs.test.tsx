import { screen, waitFor, within } from '@testing-library/react';
import { LogsPage } from '../../../src/pages/system/logs/LogsPage';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { requestsTo } from './systemTestKit';

const { backend } = setupDemoServer();

async function renderLogs() {
  const view = renderWithProviders(<LogsPage />);
  const table = await screen.findByRole('table', { name: 'Logs' });
  return { ...view, table };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Logs page', () => {
  it('shows each entry with its type icon, message and date, newest first, a page at a time', async () => {
    const general = backend.state.settings.general;
    if (general) general.page_size = 10;
    const { table, user } = await renderLogs();
    const newest = backend.state.logs[0];
    const first = bodyRows(table)[0];
    expect(within(first).getByRole('img', { name: 'Info' })).toBeInTheDocument();
    expect(within(first).getByText(newest.message)).toBeInTheDocument();
    expect(within(first).getByText(newest.timestamp)).toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: 'Warning' }).length).toBeGreaterThan(0);
    expect(bodyRows(table)).toHaveLength(10);
    expect(
      screen.getByText(`Show 1 to 10 of ${backend.state.logs.length} entries`),
    ).toBeInTheDocument();

    // The oldest entries, errors among them, are on the next page.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('img', { name: 'Error' }).length).toBeGreaterThan(0);
  });

  it('sets debug logging and the log filters from Filter, saving only what changed', async () => {
    const { user } = await renderLogs();
    const filter = await screen.findByRole('button', { name: 'Filter' });
    await waitFor(() => expect(filter).toBeEnabled());
    await user.click(filter);
    const dialog = await screen.findByRole('dialog', { name: 'Set Log Debug and Filter Options' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Include Filter' }), 'subliminal');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Debug' }));
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = requestsTo(backend, 'POST', '/api/system/settings');
    expect(post?.form).toEqual({
      'settings-general-debug': ['true'],
      'settings-log-include_filter': ['subliminal'],
    });
    // The button says which filters are on, and the log is read again through them.
    expect(await screen.findByRole('button', { name: 'Filter (Debug I)' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(backend, 'GET', '/api/system/logs')).toHaveLength(2));
  });

  it('names a debug entry and an unknown level', async () => {
    backend.control.mutate((state) => {
      state.logs = [
        {
          timestamp: '2026-11-21 15:06:09',
          type: 'DEBUG',
          message: 'Checking things',
          exception: null,
        },
        { timestamp: '2026-11-21 15:06:08', type: 'CRITICAL', message: 'Disk full', exception: '' },
      ];
    });
    const { table } = await renderLogs();
    expect(within(table).getByRole('img', { name: 'Debug' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'CRITICAL' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Detail' })).not.toBeInTheDocument();
  });

  it('filters the entries by level', async () => {
    const { table, user } = await renderLogs();
    const errors = backend.state.logs.filter((entry) => entry.type === 'ERROR');
    expect(bodyRows(table).length).toBeGreaterThan(errors.length);

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Error' }));
    expect(bodyRows(table)).toHaveLength(errors.length);
    for (const row of bodyRows(table))
      expect(within(row).getByRole('img', { name: 'Error' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Debug' }));
    expect(within(table).getByText('No logs')).toBeInTheDocument();
  });

  it('shows the stack trace of an entry that has one, line by line', async () => {
    const { table, user } = await renderLogs();
    const withTrace = backend.state.logs.filter((entry) => entry.exception);
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Error' }));
    // Only the entries with a trace have a Detail button.
    expect(within(table).getAllByRole('button', { name: 'Detail' })).toHaveLength(withTrace.length);

    const row = bodyRows(table).find((candidate) =>
      within(candidate).queryByText(withTrace[0].message),
    );
    if (!row) throw new Error('No row with a trace');
    await user.click(within(row).getByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stack traceback' });
    const trace = within(dialog).getByText(/Traceback \(most recent call last\):/);
    expect(trace.textContent).toContain('Traceback (most recent call last):\n');
    expect(trace.textContent).not.toContain('\\n');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('empties the log only after confirmation', async () => {
    const { table, user } = await renderLogs();
    await user.click(screen.getByRole('button', { name: 'Empty' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Empty the log?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(backend, 'DELETE', '/api/system/logs')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Empty' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Empty the log?' });
    await user.click(within(dialog).getByRole('button', { name: 'Empty' }));
    expect(await within(table).findByText('No logs')).toBeInTheDocument();
    expect(requestsTo(backend, 'DELETE', '/api/system/logs')).toHaveLength(1);
    expect(backend.state.logs).toHaveLength(0);
  });

  it('keeps the entries and the dialog when emptying fails', async () => {
    failing(backend, 'DELETE /api/system/logs', 500, 'Permission denied');
    const { table, user } = await renderLogs();
    await user.click(screen.getByRole('button', { name: 'Empty' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty the log?' });
    await user.click(within(dialog).getByRole('button', { name: 'Empty' }));
    expect(await screen.findByText('Permission denied')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Empty the log?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodyRows(table)).toHaveLength(backend.state.logs.length);
  });

  it('reads the log again on Refresh and links the log file for download', async () => {
    const { user } = await renderLogs();
    const before = requestsTo(backend, 'GET', '/api/system/logs').length;
    backend.state.logs.unshift({
      timestamp: '2026-11-22 10:00:00',
      type: 'INFO',
      message: 'A brand new line',
      exception: null,
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('A brand new line')).toBeInTheDocument();
    expect(requestsTo(backend, 'GET', '/api/system/logs').length).toBe(before + 1);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'http://localhost/bazarr.log',
    );
  });
});
