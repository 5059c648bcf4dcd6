import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { shellScenario } from './shellScenario';
import { COLOR_MODE_STORAGE_KEY } from '../../src/layout/colorMode/colorModeSlice';
import { holdIdleWorkUntil } from '../../src/lib/whenIdle';
import { reportsBazarr } from '../support/scenarios';
import { selectBackend } from '../../src/api/backend/selectBackend';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

const { backend } = setupDemoServer();

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }));
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark', 'light');
});

describe('sidebar', () => {
  it('shows the wanted counts the backend reports, on the group and on its entries', async () => {
    const episodes = backend.derived.wantedEpisodeIds().length;
    const movies = backend.derived.wantedMovieIds().length;
    expect(episodes * movies).toBeGreaterThan(0);
    const { user } = renderWithProviders({ route: '/settings/general' });
    const nav = await sidebar();
    const wanted = nav.getByRole('button', { name: /Wanted/ });
    expect(await within(wanted).findByText(String(episodes + movies))).toBeInTheDocument();

    await user.click(wanted);
    expect(nav.getByRole('link', { name: `Episodes ${episodes}` })).toHaveAttribute(
      'href',
      '/wanted/series',
    );
    expect(nav.getByRole('link', { name: `Movies ${movies}` })).toHaveAttribute(
      'href',
      '/wanted/movies',
    );
  });

  it("asks for its counts only once the first page's data is in (a real Bazarr answers one request at a time)", async () => {
    let pageDataIn: () => void = () => undefined;
    holdIdleWorkUntil(new Promise<void>((resolve) => (pageDataIn = resolve)));
    const asked = (path: string) =>
      backend.control.requests.filter((request) => request.path === path);
    try {
      renderWithProviders({ route: '/settings/general' });
      const wanted = (await sidebar()).getByRole('button', { name: /Wanted/ });
      await waitFor(() => expect(asked('/api/system/settings')).not.toHaveLength(0));
      expect(asked('/api/badges')).toHaveLength(0);

      pageDataIn();
      const count =
        backend.derived.wantedEpisodeIds().length + backend.derived.wantedMovieIds().length;
      expect(await within(wanted).findByText(String(count))).toBeInTheDocument();
      expect(asked('/api/badges')).toHaveLength(1);
    } finally {
      holdIdleWorkUntil(Promise.resolve());
    }
  });

  it('shows provider, health issue and announcement counts under System, and the SignalR state on Series', async () => {
    // Every provider healthy, Sonarr's live feed connected; 2 health issues, 3 announcements (the seed).
    backend.control.mutate((state) => {
      for (const provider of state.providers) provider.status = 'Good';
      state.signalr.sonarr = 'LIVE';
    });
    expect(backend.state.health).toHaveLength(2);
    expect(backend.state.announcements.filter((item) => !item.dismissed)).toHaveLength(3);
    renderWithProviders({ route: '/system/tasks' });
    const nav = await sidebar();
    expect(await nav.findByRole('link', { name: 'Announcements 3' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Providers' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Status 2' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Series LIVE' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Movies' })).toBeInTheDocument();
  });

  it('highlights the current page and expands its group', async () => {
    renderWithProviders({ route: '/history/stats' });
    const nav = await sidebar();
    expect(nav.getByRole('button', { name: /History/ })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Episodes' })).not.toHaveAttribute('aria-current');
  });

  it('follows a link to its page', async () => {
    const { user } = renderWithProviders({ route: '/settings/general' });
    const nav = await sidebar();
    await user.click(nav.getByRole('button', { name: /System/ }));
    await user.click(nav.getByRole('link', { name: 'Logs' }));
    expect(
      await screen.findByRole('heading', { name: 'system/logs', level: 1 }),
    ).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Logs' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['1.6.1', true],
    ['1.5.6', false],
  ])('on Bazarr %s, lists Settings > Jellyfin: %s', async (version, listed) => {
    reportsBazarr(backend, version);
    const { store } = renderWithProviders({ route: '/settings/general' });
    const nav = await sidebar();
    // The version comes with the page's own requests (never asked for by the sidebar).
    await waitFor(() => expect(selectBackend(store.getState()).reported).toBe(version));
    expect(nav.getByRole('link', { name: 'Plex' })).toBeInTheDocument();
    if (listed)
      expect(await nav.findByRole('link', { name: 'Jellyfin' })).toHaveAttribute(
        'href',
        '/settings/jellyfin',
      );
    else expect(nav.queryByRole('link', { name: 'Jellyfin' })).not.toBeInTheDocument();
  });

  it('offers a donate link that opens safely in a new tab', async () => {
    renderWithProviders({ route: '/series' });
    const donate = await screen.findByRole('link', { name: 'Donate' });
    expect(donate).toHaveAttribute('href', expect.stringContaining('paypal.com/donate'));
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('Change Theme', () => {
  it('switches between light and dark and remembers the choice', async () => {
    const { user } = renderWithProviders({ route: '/series' });
    // Setting 'auto' with a light system scheme (jsdom) starts light.
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Change Theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Change Theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('follows the dark theme setting, and the stored choice overrides it', async () => {
    shellScenario(backend, { theme: 'dark' });
    const first = renderWithProviders({ route: '/series' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(document.documentElement).toHaveClass('dark');
    first.unmount();

    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    renderWithProviders({ route: '/series' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
