import { act, screen, within } from '@testing-library/react';
import { renderWithProviders, setupDemoServer, TEST_API_KEY } from '../../support/render';
import { pageLocation } from '../../../src/app/pageLocation';
import { ErrorBoundary } from '../../../src/components/errors/ErrorBoundary';
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

describe('crash screen', () => {
  it('shows the stack with the host and key masked, a report link and a reload button', async () => {
    const { user } = renderWithProviders(
      <ErrorBoundary apiKey={TEST_API_KEY}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! UI is crashed!' })).toBeInTheDocument();
    const stack = screen.getByText(/at SeriesDetail/);
    expect(stack.textContent).toContain('********/assets/series.1234.chunk.js');
    expect(stack.textContent).not.toContain(window.location.host);
    expect(stack.textContent).not.toContain(TEST_API_KEY);

    const report = screen.getByRole('link', { name: 'Report Issue' });
    const href = report.getAttribute('href') ?? '';
    expect(href).toMatch(/^https:\/\/github\.com\/morpheus65535\/bazarr\/issues\/new\?/);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('at SeriesDetail');
    expect(body).not.toContain(window.location.host);
    expect(href).not.toContain(TEST_API_KEY);
    expect(report).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
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
