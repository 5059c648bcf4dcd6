import { screen, waitFor, within } from '@testing-library/react';
import { AnnouncementsPage } from '../../../src/pages/system/announcements/AnnouncementsPage';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { requestsTo } from './systemTestKit';

const { backend } = setupDemoServer();

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

const announcement = (hash: string) => {
  const found = backend.state.announcements.find((candidate) => candidate.hash === hash);
  if (!found) throw new Error(`No announcement ${hash}`);
  return found;
};

describe('Announcements page', () => {
  it('shows since, text, the more-info link or n/a, and Dismiss only for dismissible ones', async () => {
    renderWithProviders(<AnnouncementsPage />);
    const table = await screen.findByRole('table', { name: 'Announcements' });
    const [welcome, shutdown, legacy] = backend.state.announcements;

    const welcomeRow = rowOf(table, welcome.text);
    expect(within(welcomeRow).getByText(welcome.timestamp)).toBeInTheDocument();
    expect(within(welcomeRow).getByText('n/a')).toBeInTheDocument();
    expect(within(welcomeRow).getByRole('button', { name: 'Dismiss' })).toBeEnabled();

    const link = within(rowOf(table, shutdown.text)).getByRole('link', { name: 'Link' });
    expect(link).toHaveAttribute('href', shutdown.link);
    expect(link).toHaveAttribute('target', '_blank');

    expect(
      within(rowOf(table, legacy.text)).getByRole('button', { name: 'Dismiss' }),
    ).toBeDisabled();
  });

  it('dismisses at once, sends the hash, and the sidebar count drops', async () => {
    const { user } = renderWithProviders({ route: '/system/announcements' });
    const table = await screen.findByRole('table', { name: 'Announcements' }, { timeout: 10_000 });
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('link', { name: 'Announcements 3' })).toBeInTheDocument();
    const [welcome] = backend.state.announcements;

    await user.click(within(rowOf(table, welcome.text)).getByRole('button', { name: 'Dismiss' }));
    expect(within(table).queryByText(welcome.text)).not.toBeInTheDocument();
    expect(await nav.findByRole('link', { name: 'Announcements 2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requestsTo(backend, 'POST', '/api/system/announcements').map((r) => r.form.hash),
      ).toEqual([[welcome.hash]]),
    );
    expect(announcement(welcome.hash).dismissed).toBe(true);
  });

  it('brings a dismissed announcement back when the server refuses', async () => {
    const held = backend.control.hold('POST', '/api/system/announcements');
    failing(backend, 'POST /api/system/announcements', 500, 'Database locked');
    const { user } = renderWithProviders(<AnnouncementsPage />);
    const table = await screen.findByRole('table', { name: 'Announcements' });
    const [welcome] = backend.state.announcements;
    await user.click(within(rowOf(table, welcome.text)).getByRole('button', { name: 'Dismiss' }));
    // Gone while the server has not answered yet.
    await waitFor(() => expect(within(table).queryByText(welcome.text)).not.toBeInTheDocument());
    await waitFor(() => expect(held.waiting).toBe(1));

    held.release();
    expect(await within(table).findByText(welcome.text)).toBeInTheDocument();
    expect(await screen.findByText('Database locked')).toBeInTheDocument();
  });

  it('says when there is nothing to announce', async () => {
    for (const item of backend.state.announcements) item.dismissed = true;
    renderWithProviders(<AnnouncementsPage />);
    expect(
      await screen.findByText('No announcements for now, come back later!'),
    ).toBeInTheDocument();
  });

  it('shows a non-web link as n/a', async () => {
    backend.control.mutate((state) => {
      state.announcements = [
        {
          text: 'Odd link',
          link: 'javascript:alert(1)',
          hash: 'h1',
          dismissible: true,
          timestamp: 'now',
          dismissed: false,
        },
      ];
    });
    renderWithProviders(<AnnouncementsPage />);
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(within(rowOf(table, 'Odd link')).getByText('n/a')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });
});
