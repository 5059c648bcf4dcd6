import { act, screen, within } from '@testing-library/react';
import { renderWithProviders, setupDemoServer, TEST_API_KEY } from '../../support/render';
import { pageLocation } from '../../../src/lib/pageLocation';
import { ErrorBoundary } from '../../../src/components/errors/ErrorBoundary';
import { useGetStatusQuery } from '../../../src/api/system';
import { APP_VERSION, BUGS_URL } from '../../../src/lib/appInfo';
import { connectionChanged } from '../../../src/realtime/realtimeSlice';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../../src/app/routeModules', () =>
  jest.requireActual('../../layout/stubRouteModules'),
);

setupDemoServer();

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
  // React logs caught render errors; they are expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  const error = new Error(
    `Cannot read the series at ${window.location.origin}/api/series?apikey=${TEST_API_KEY}`,
  );
  error.stack = [
    `TypeError: ${error.message}`,
    `    at SeriesDetail (${window.location.origin}/assets/series.1234.chunk.js:1:200)`,
    `    at render (http://${window.location.host}/assets/main.js:2:10)`,
  ].join('\n');
  throw error;
}

/** Crashes once Bazarr's status is in, so that the report can name its version. */
function StatusThenBroken() {
  const status = useGetStatusQuery();
  if (status.data) Broken();
  return null;
}

describe('crash screen', () => {
  it('shows the stack with the host and key masked, a report link and a reload button', async () => {
    const { user } = renderWithProviders(
      <ErrorBoundary apiKey={TEST_API_KEY}>
        <Broken />
      </ErrorBoundary>,
    );
    // Said at once; the report follows with its code (loaded only on a crash).
    expect(screen.getByRole('heading', { name: 'Oops! UI is crashed!' })).toBeInTheDocument();
    const stack = await screen.findByText(/at SeriesDetail/);
    expect(stack.textContent).toContain('********/assets/series.1234.chunk.js');
    expect(stack.textContent).not.toContain(window.location.host);
    expect(stack.textContent).not.toContain(TEST_API_KEY);

    const report = screen.getByRole('link', { name: 'Report Issue' });
    const href = report.getAttribute('href') ?? '';
    // This project's tracker (package.json bugs.url), not Bazarr's.
    expect(href.startsWith(`${BUGS_URL}/new?`)).toBe(true);
    expect(href).not.toContain('morpheus65535');
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('at SeriesDetail');
    expect(body).toContain(`Subtitle Desk: ${APP_VERSION}`);
    expect(body).not.toContain(window.location.host);
    expect(href).not.toContain(TEST_API_KEY);
    expect(report).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a report with both versions and the browser, and copies it', async () => {
    const { user } = renderWithProviders(
      <ErrorBoundary apiKey={TEST_API_KEY}>
        <StatusThenBroken />
      </ErrorBoundary>,
    );
    await screen.findByText('Oops! UI is crashed!');
    const report = screen.getByText(/^Error: Cannot read the series/);
    expect(report.textContent).toContain(`Subtitle Desk: ${APP_VERSION}`);
    expect(report.textContent).toContain('Bazarr: 1.5.2');
    expect(report.textContent).toContain(`Browser: ${navigator.userAgent}`);
    expect(report.textContent).not.toContain(TEST_API_KEY);
    expect(
      screen.getByText(/^Subtitle Desk \d+\.\d+\.\d+: Report Issue opens/),
    ).toBeInTheDocument();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy Report' }));
    expect(await screen.findByText('Report copied to the clipboard.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(report.textContent);
  });

  it('keeps the header and sidebar when one page crashes, and recovers on another page', async () => {
    // The stand-in page at /series/crash throws while rendering.
    const { user } = renderWithProviders({ route: '/series/crash' });
    expect(await screen.findByText('Oops! UI is crashed!')).toBeInTheDocument();
    expect(screen.getByText(/Series page exploded/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Movies' }));
    expect(await screen.findByRole('heading', { name: 'movies', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Oops! UI is crashed!')).not.toBeInTheDocument();
  });
});

describe('critical-error screen', () => {
  it('replaces the app while the backend cannot be reached, with a reload button', async () => {
    const { store, user } = renderWithProviders({ route: '/series' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => {
      store.dispatch(connectionChanged('error'));
    });
    expect(screen.getByRole('heading', { name: 'Something is wrong!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot connect to backend')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
