import { screen } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../../support/render';

setupDemoServer();

const LOAD = { timeout: 30_000 };

describe('system routes', () => {
  it.each([
    ['/system/tasks', 'Tasks'],
    ['/system/logs', 'Logs'],
    ['/system/providers', 'Providers'],
    ['/system/backup', 'Backups'],
    ['/system/status', 'Status'],
    ['/system/releases', 'Releases'],
    ['/system/announcements', 'Announcements'],
  ])('%s shows the %s page', async (route, title) => {
    renderWithProviders({ route });
    expect(await screen.findByRole('heading', { name: title, level: 1 }, LOAD)).toBeInTheDocument();
  });

  it('/system leads to the tasks', async () => {
    renderWithProviders({ route: '/system' });
    expect(
      await screen.findByRole('heading', { name: 'Tasks', level: 1 }, LOAD),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown system page', async () => {
    renderWithProviders({ route: '/system/unknown' });
    expect(
      await screen.findByText('The Request URL No Found', undefined, LOAD),
    ).toBeInTheDocument();
  });
});
