import { act, screen } from '@testing-library/react';
import { CHUNK_RETRY_DELAYS_MS } from '../../src/lib/lazyNamed';
import { notify } from '../../src/notifications/notificationsSlice';
import { renderWithProviders } from '../support/render';

const ALL_RETRIES_MS = CHUNK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

// The toaster's chunk, as the browser loads it: unreachable while Bazarr is away.
const mockChunk = { reachable: false };
jest.mock('../../src/notifications/Toaster', () => {
  if (!mockChunk.reachable) throw new Error('Loading chunk 731 failed.');
  return jest.requireActual('../../src/notifications/Toaster');
});

afterEach(() => jest.useRealTimers());

it('keeps the page when the toaster cannot load, and shows the next notification once it can', async () => {
  jest.useFakeTimers();
  const { store } = renderWithProviders(<p>page</p>);
  act(() => {
    store.dispatch(notify({ type: 'error', title: 'Bazarr is away', message: 'No answer' }));
  });
  await act(() => jest.advanceTimersByTimeAsync(ALL_RETRIES_MS));
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByText('Bazarr is away')).not.toBeInTheDocument();

  mockChunk.reachable = true;
  jest.useRealTimers();
  act(() => {
    store.dispatch(notify({ type: 'info', title: 'Bazarr is back', message: 'Connected' }));
  });
  expect(await screen.findByText('Bazarr is back')).toBeInTheDocument();
  expect(screen.getByText('page')).toBeInTheDocument();
});
