import { screen, waitFor, within } from '@testing-library/react';
import { pageLocation } from '../../../src/lib/pageLocation';
import { BackupsPage } from '../../../src/pages/system/backups/BackupsPage';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { requestsTo } from './systemTestKit';

const { backend } = setupDemoServer();

beforeEach(() => {
  jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function renderBackups() {
  const view = renderWithProviders(<BackupsPage />);
  const table = await screen.findByRole('table', { name: 'Backups' });
  return { ...view, table };
}

function rowOf(table: HTMLElement, filename: string): HTMLElement {
  const row = within(table).getByRole('link', { name: filename }).closest('tr');
  if (!row) throw new Error(`No row for ${filename}`);
  return row;
}

describe('Backups page', () => {
  it('lists the backups with type, a download link, size and time', async () => {
    const { table } = await renderBackups();
    const [backup] = backend.state.backups;
    const row = rowOf(table, backup.filename);
    expect(within(row).getByRole('link', { name: backup.filename })).toHaveAttribute(
      'href',
      `http://localhost/system/backup/download/${encodeURIComponent(backup.filename)}`,
    );
    expect(within(row).getByText('backup')).toBeInTheDocument();
    expect(within(row).getByText(backup.size)).toBeInTheDocument();
    expect(within(row).getByText(/^[A-Z][a-z]{2} \d{2} \d{4}$/)).toBeInTheDocument();
  });

  it('makes a backup now', async () => {
    const { table, user } = await renderBackups();
    expect(bodyRows(table)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Backup Now' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(requestsTo(backend, 'POST', '/api/system/backups')).toHaveLength(1);
  });

  it('deletes a backup after confirmation, and not when cancelled', async () => {
    const { table, user } = await renderBackups();
    const { filename } = backend.state.backups[0];
    await user.click(within(rowOf(table, filename)).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete backup?' });
    expect(
      within(dialog).getByText(`Delete ${filename}? This cannot be undone.`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(backend, 'DELETE', '/api/system/backups')).toHaveLength(0);

    await user.click(within(rowOf(table, filename)).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(table).findByText('No backups')).toBeInTheDocument();
    expect(
      requestsTo(backend, 'DELETE', '/api/system/backups').map((r) => r.form.filename),
    ).toEqual([[filename]]);
  });

  it('keeps the dialog open when a delete fails', async () => {
    failing(backend, 'DELETE /api/system/backups', 404, 'Backup not found');
    const { table, user } = await renderBackups();
    const { filename } = backend.state.backups[0];
    await user.click(within(rowOf(table, filename)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Backup not found')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete backup?' })).toBeInTheDocument();
  });

  it('restores a backup after confirmation; Bazarr restarts and the shell waits for it', async () => {
    const { user } = renderWithProviders({ route: '/system/backup' });
    // The whole app: settings first, then the lazily loaded system pages.
    const table = await screen.findByRole('table', { name: 'Backups' }, { timeout: 10_000 });
    const { filename } = backend.state.backups[0];
    await user.click(within(rowOf(table, filename)).getByRole('button', { name: 'Restore' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Restore backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(backend, 'PATCH', '/api/system/backups')).toHaveLength(0);

    await user.click(within(rowOf(table, filename)).getByRole('button', { name: 'Restore' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Restore backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Bazarr is restarting...')).toBeInTheDocument();
    expect(requestsTo(backend, 'PATCH', '/api/system/backups').map((r) => r.form.filename)).toEqual(
      [[filename]],
    );
  });

  it('does not wait for a restart when the restore is refused', async () => {
    failing(backend, 'PATCH /api/system/backups', 404, 'Backup not found');
    const { user } = renderWithProviders({ route: '/system/backup' });
    // The whole app: settings first, then the lazily loaded system pages.
    const table = await screen.findByRole('table', { name: 'Backups' }, { timeout: 10_000 });
    await user.click(
      within(rowOf(table, backend.state.backups[0].filename)).getByRole('button', {
        name: 'Restore',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Backup not found')).toBeInTheDocument();
    expect(screen.queryByText('Bazarr is restarting...')).not.toBeInTheDocument();
  });
});
