import { act, screen } from '@testing-library/react';
import { Suspense, createElement } from 'react';
import { signalBackAgain } from '../../src/lib/backAgain';
import { CHUNK_RETRY_DELAYS_MS, lazyNamed } from '../../src/lib/lazyNamed';
import { ErrorBoundary } from '../../src/components/errors/ErrorBoundary';
import { renderUi } from '../components/render';

const ALL_RETRIES_MS = CHUNK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

/** A chunk loader that fails `failures` times (a server restarting), then gives the page. */
function flakyChunk(failures: number) {
  let attempts = 0;
  return jest.fn(async () => {
    attempts += 1;
    if (attempts <= failures) throw new Error('Loading chunk 42 failed.');
    return function Page() {
      return <p>Loaded page</p>;
    };
  });
}

function renderLazy(Component: ReturnType<typeof lazyNamed<object>>) {
  return renderUi(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Component />
      </Suspense>
    </ErrorBoundary>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('lazyNamed', () => {
  it('tries a chunk that did not load again, and shows it once it arrives', async () => {
    const load = flakyChunk(2);
    renderLazy(lazyNamed(load));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0] ?? 0));
    expect(screen.queryByText('Loaded page')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[1] ?? 0));
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows nothing instead of crashing after its last attempt, and loads when Bazarr is back', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = flakyChunk(CHUNK_RETRY_DELAYS_MS.length + 1);
    renderUi(
      <ErrorBoundary>
        <p>The page around it</p>
        <Suspense fallback={<p>Loading…</p>}>{createElement(lazyNamed(load))}</Suspense>
      </ErrorBoundary>,
    );
    await act(() => jest.advanceTimersByTimeAsync(ALL_RETRIES_MS));
    expect(screen.queryByText('Oops! UI is crashed!')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByText('The page around it')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(CHUNK_RETRY_DELAYS_MS.length + 1);

    await act(async () => {
      signalBackAgain();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(CHUNK_RETRY_DELAYS_MS.length + 2);
  });

  it('shows its fallback, whose retry loads it again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = flakyChunk(CHUNK_RETRY_DELAYS_MS.length + 1);
    const Page = lazyNamed(load, {
      fallback: (retry) => <button onClick={retry}>Try the page again</button>,
    });
    renderLazy(Page);
    await act(() => jest.advanceTimersByTimeAsync(ALL_RETRIES_MS));
    await act(async () => {
      screen.getByRole('button', { name: 'Try the page again' }).click();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
  });
});
