import { screen } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { prefetchFirstPage } from '../support/prefetchFirstPage';
import { ROUTE_MODULES } from '../../src/app/routeModules';
import { fakeSocketFactory } from '../realtime/fakeSocket';
import { TEST_ENVIRONMENT, renderWithProviders, setupDemoServer } from '../support/render';

// Pages are stand-ins: these tests are about what the shell renders first.
jest.mock('../../src/app/routeModules', () => jest.requireActual('../layout/stubRouteModules'));

setupDemoServer();

function newStore() {
  return makeStore({ environment: TEST_ENVIRONMENT, socketFactory: fakeSocketFactory() });
}

describe('the first render of the app', () => {
  it('is the page itself, with no loader before it, when its code and settings came in first', async () => {
    const store = newStore();
    await prefetchFirstPage(store, { pathname: '/wanted/series' }, '');
    expect(ROUTE_MODULES.wanted?.isPathLoaded('series')).toBe(true);

    renderWithProviders({ route: '/wanted/series', store });

    // Without waiting: what the very first render put on the screen.
    expect(screen.getByRole('heading', { name: 'wanted/series', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the loader while the page’s code is not in yet', async () => {
    renderWithProviders({ route: '/blacklist/series', store: newStore() });

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'blacklist/series', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
