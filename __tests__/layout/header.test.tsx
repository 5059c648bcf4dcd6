import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { APP_VERSION } from '../../src/lib/appInfo';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

setupDemoServer();

describe('header', () => {
  it('links the logo home and names the product', async () => {
    renderWithProviders({ route: '/settings/general' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Bazarr home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('Bazarr')).toBeInTheDocument();
    // Which UI it is, beside Bazarr's name.
    expect(within(banner).getByText(`Subtitle Desk ${APP_VERSION}`)).toBeInTheDocument();
  });

  it.each([true, false])(
    'announces an available update once, and links to the releases (canUpdate %s)',
    async (canUpdate) => {
      const { store } = renderWithProviders({
        route: '/series',
        environment: { canUpdate, hasUpdate: true },
      });
      const notice = await screen.findByRole('link', { name: 'Update available' });
      expect(notice).toHaveAttribute('href', '/system/releases');
      expect(
        await screen.findByText('A new version of Bazarr is ready, restart is required'),
      ).toBeInTheDocument();
      expect(
        store.getState().notifications.items.filter((item) => item.title === 'Update available'),
      ).toHaveLength(1);
    },
  );

  it('says nothing about updates when there is none', async () => {
    renderWithProviders({ route: '/series', environment: { canUpdate: true, hasUpdate: false } });
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Update available' })).not.toBeInTheDocument();
    expect(screen.queryByText(/A new version of Bazarr/)).not.toBeInTheDocument();
  });

  it('opens the navigation as a drawer from the hamburger, and closes it on navigation', async () => {
    const { user } = renderWithProviders({ route: '/series' });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Movies' }));
    expect(await screen.findByRole('heading', { name: 'movies', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
