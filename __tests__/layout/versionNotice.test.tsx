import { screen, waitFor } from '@testing-library/react';
import { systemApi } from '../../src/api/system';
import type { AppStore } from '../../src/app/store';
import { VersionNotice } from '../../src/layout/versionNotice/VersionNotice';
import { outsideTestedRange } from '../../src/layout/versionNotice/testedVersion';
import { renderWithProviders, setupDemoServer } from '../support/render';

jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

const { backend } = setupDemoServer();

const NOTICE = 'Subtitle Desk was tested with Bazarr 1.5; this is 1.6.0: report what breaks.';

function reportVersion(version: string) {
  backend.control.mutate((state) => {
    state.bazarrVersion = version;
  });
}

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
    reportVersion('1.6.0');
    const first = renderWithProviders(<VersionNotice />);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(<VersionNotice />);
    await statusLoaded(second.store, '1.6.0');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('says nothing for the tested 1.5.2', async () => {
    reportVersion('1.5.2');
    const { store } = renderWithProviders(<VersionNotice />);
    await statusLoaded(store, '1.5.2');
    expect(screen.queryByText(/tested with Bazarr/)).not.toBeInTheDocument();
  });

  it('comes with the shell, after the first page', async () => {
    reportVersion('1.6.0');
    renderWithProviders({ route: '/series' });
    expect(await screen.findByText(NOTICE, undefined, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['1.6.0', true],
    ['1.4.5', true],
    ['2.0.0', true],
    ['1.5.2', false],
    ['v1.5.3-beta.4', false],
    ['unknown', false],
  ])('reads %s as outside the tested range: %s', (version, outside) => {
    expect(outsideTestedRange(version)).toBe(outside);
  });
});
