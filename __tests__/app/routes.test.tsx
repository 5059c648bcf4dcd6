import { screen, within } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { shellScenario, type ShellScenario } from '../layout/shellScenario';
import { failing, formLogin } from '../support/scenarios';
import { pageLocation } from '../../src/lib/pageLocation';
import { API_KEY_PLACEHOLDER } from '../../src/env';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../src/app/routeModules', () => jest.requireActual('../layout/stubRouteModules'));

const { backend } = setupDemoServer();

function renderApp(route: string, scenario: ShellScenario = {}) {
  shellScenario(backend, scenario);
  return renderWithProviders({ route });
}

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }));
}

describe('the home redirect', () => {
  it.each([
    [true, true, 'series'],
    [true, false, 'series'],
    [false, true, 'movies'],
    [false, false, 'settings/general'],
  ])('with use_sonarr %s and use_radarr %s, / opens %s', async (useSonarr, useRadarr, heading) => {
    renderApp('/', { useSonarr, useRadarr });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });
});

describe('route hiding', () => {
  it('lists every group when both managers are enabled', async () => {
    renderApp('/settings/general');
    const nav = await sidebar();
    for (const name of [
      'Series',
      'Movies',
      'History',
      'Wanted',
      'Coverage',
      'Blacklist',
      'Settings',
      'System',
    ]) {
      expect(nav.getByText(name)).toBeInTheDocument();
    }
  });

  it('hides the movie entries and routes when Radarr is off', async () => {
    renderApp('/movies', { useSonarr: true, useRadarr: false });
    expect(await screen.findByText('The Request URL No Found')).toBeInTheDocument();
    const nav = await sidebar();
    expect(nav.queryByRole('link', { name: 'Movies' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Series' })).toBeInTheDocument();
  });

  it('hides a hidden child route inside a visible group', async () => {
    renderApp('/wanted/movies', { useSonarr: true, useRadarr: false });
    expect(await screen.findByText('The Request URL No Found')).toBeInTheDocument();
  });

  it('hides History, Wanted and Blacklist when both managers are off', async () => {
    renderApp('/history/stats', { useSonarr: false, useRadarr: false });
    expect(await screen.findByText('The Request URL No Found')).toBeInTheDocument();
    const nav = await sidebar();
    for (const name of ['Series', 'Movies', 'History', 'Wanted', 'Coverage', 'Blacklist']) {
      expect(nav.queryByText(name)).not.toBeInTheDocument();
    }
    expect(nav.getByText('Settings')).toBeInTheDocument();
    expect(nav.getByText('System')).toBeInTheDocument();
  });

  it('opens the first visible child of a group', async () => {
    renderApp('/wanted', { useSonarr: false, useRadarr: true });
    expect(
      await screen.findByRole('heading', { name: 'wanted/movies', level: 1 }),
    ).toBeInTheDocument();
  });
});

describe('not found', () => {
  it.each(['/no-such-page', '/not-found', '/series-and-more'])(
    '%s shows the 404 page',
    async (route) => {
      renderApp(route);
      expect(await screen.findByText('The Request URL No Found')).toBeInTheDocument();
      // The shell stays around it.
      expect(
        await screen.findByRole('navigation', { name: 'Main navigation' }),
      ).toBeInTheDocument();
    },
  );
});

describe('authentication', () => {
  it('sends the user to the login page when Bazarr gave the page no key and answers 401', async () => {
    // Bazarr with form login renders its page without the key until the browser logs in.
    formLogin(backend, 'admin', 'secret');
    renderWithProviders({ route: '/wanted/series', environment: { apiKey: API_KEY_PLACEHOLDER } });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('says the key was refused, with no login form, when Bazarr answers 401 to the key the page holds', async () => {
    // A Bazarr without login (or npm start / the sidecar given the wrong BAZARR_API_KEY).
    const { user } = renderWithProviders({
      route: '/wanted/series',
      environment: { apiKey: 'not-the-key' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Bazarr refused the API key' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Settings > General > Security as/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('shows the critical-error screen when the settings cannot be loaded', async () => {
    failing(backend, 'GET /api/system/settings', 500, 'Database is locked');
    renderWithProviders({ route: '/' });
    expect(await screen.findByText('Something is wrong!')).toBeInTheDocument();
    expect(screen.getByText('Database is locked', { selector: 'pre' })).toBeInTheDocument();
  });
});
