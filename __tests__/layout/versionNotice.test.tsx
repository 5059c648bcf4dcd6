import { screen, waitFor } from '@testing-library/react';
import { systemApi } from '../../src/api/system';
import type { AppStore } from '../../src/app/store';
import { VersionNotice } from '../../src/layout/versionNotice/VersionNotice';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { reportsBazarr } from '../support/scenarios';

jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

const { backend } = setupDemoServer();

const NOTICE =
  'Subtitle Desk was tested with Bazarr 1.5.2 to 1.6.x; Bazarr 1.7.0 was not. It keeps working with what it detected: report what breaks.';

/** Resolves once the store holds Bazarr's status, so that a missing notice is not merely a pending one. */
async function statusLoaded(store: AppStore, version: string) {
  await waitFor(() =>
    expect(systemApi.endpoints.getStatus.select()(store.getState()).data?.bazarr_version).toBe(
      version,
    ),
  );
}

afterEach(() => window.localStorage.clear());

describe('the compatibility notice', () => {
  it('tells about a Bazarr outside the tested range; dismissed, it stays hidden after a remount', async () => {
    reportsBazarr(backend, '1.7.0');
    const first = renderWithProviders(<VersionNotice />);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(<VersionNotice />);
    await statusLoaded(second.store, '1.7.0');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it.each(['1.5.2', '1.6.3'])('says nothing for the tested %s', async (version) => {
    reportsBazarr(backend, version);
    const { store } = renderWithProviders(<VersionNotice />);
    await statusLoaded(store, version);
    expect(screen.queryByText(/tested with Bazarr/)).not.toBeInTheDocument();
  });

  it('leaves System > Status to say it beside what was detected', async () => {
    reportsBazarr(backend, '1.7.0');
    const { store } = renderWithProviders(<VersionNotice />, { route: '/system/status' });
    await statusLoaded(store, '1.7.0');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('comes with the shell, after the first page', async () => {
    reportsBazarr(backend, '1.7.0');
    renderWithProviders({ route: '/series' });
    expect(await screen.findByText(NOTICE, undefined, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);
});
