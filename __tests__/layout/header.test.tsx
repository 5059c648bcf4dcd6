import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { shellHandlers } from './shellHandlers';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

setupDemoServer(...shellHandlers());

describe('header', () => {
  it('links the logo home and names the product', async () => {
    renderWithProviders({ route: '/settings/general' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Bazarr home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('Bazarr')).toBeInTheDocument();
  });

  it('announces an available update, linking to the releases', async () => {
    renderWithProviders({ route: '/series', environment: { canUpdate: true, hasUpdate: true } });
    const notice = await screen.findByRole('link', { name: 'Update available' });
    expect(notice).toHaveAttribute('href', '/system/releases');
  });

  it.each([
    [false, true],
    [true, false],
  ])(
    'says nothing about updates when canUpdate is %s and hasUpdate %s',
    async (canUpdate, hasUpdate) => {
      renderWithProviders({ route: '/series', environment: { canUpdate, hasUpdate } });
      await screen.findByRole('banner');
      expect(screen.queryByRole('link', { name: 'Update available' })).not.toBeInTheDocument();
    },
  );

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
