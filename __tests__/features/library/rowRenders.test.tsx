import { act, screen, waitFor, within } from '@testing-library/react';
import type { ProfileCell as RealProfileCell } from '../../../src/features/library/cells/ProfileCell';
import { SeriesIndexPage } from '../../../src/pages/series/index/SeriesIndexPage';
import { connectRealtime, makeTestStore, type TestStore } from '../../realtime/support';
import { renderWithProviders, setupDemoServer, TEST_API_KEY } from '../../support/render';

import { otherProfile, seriesInOrder, allowBusyMachine, rowWith } from './libraryTestKit';

// Counts the renders of each row's profile cell: a row that re-renders renders its cells again.
const mockRenders = new Map<number, number>();
jest.mock('../../../src/features/library/cells/ProfileCell', () => {
  const actual = jest.requireActual<{ ProfileCell: typeof RealProfileCell }>(
    '../../../src/features/library/cells/ProfileCell',
  );
  return {
    ProfileCell(props: Parameters<typeof RealProfileCell>[0]) {
      mockRenders.set(props.itemId, (mockRenders.get(props.itemId) ?? 0) + 1);
      return actual.ProfileCell(props);
    },
  };
});

const { backend } = setupDemoServer();
allowBusyMachine();

/** Waits until no request of the store is running (refetches after an invalidation included). */
const settled = (store: TestStore) =>
  waitFor(() =>
    expect(
      Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending'),
    ).toEqual([]),
  );

async function renderSeriesList() {
  const store = makeTestStore();
  const realtime = connectRealtime(store, backend);
  const rendered = renderWithProviders(<SeriesIndexPage />, { store });
  await screen.findByText('Show 1 to 25 of 30 entries');
  await settled(store);
  mockRenders.clear();
  return { ...rendered, store, unplug: realtime.unplug };
}

describe('rows of a library list', () => {
  it('re-renders only the row of the series that changed on the server', async () => {
    const [, series] = seriesInOrder(backend);
    if (!series) throw new Error('The demo library is too small');
    const target = otherProfile(backend, series.profileId);
    const { store, unplug } = await renderSeriesList();

    // Another client changes the profile; the backend tells every client through the socket.
    await act(() =>
      backend.handle({
        method: 'POST',
        path: '/api/series',
        form: { seriesid: [String(series.id)], profileid: [String(target.profileId)] },
        headers: { 'x-api-key': TEST_API_KEY },
      }),
    );
    const row = await rowWith('Series', series.title);
    await waitFor(() => expect(row.getByText(target.name)).toBeInTheDocument());
    await settled(store);

    expect([...mockRenders.keys()]).toEqual([series.id]);
    unplug();
  });

  it('re-renders no row when the item editor opens and closes', async () => {
    const [series] = seriesInOrder(backend);
    const { user, unplug } = await renderSeriesList();

    const row = await rowWith('Series', series?.title ?? '');
    await user.click(row.getByRole('button', { name: 'Edit Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Series' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect([...mockRenders.keys()]).toEqual([]);
    unplug();
  });
});
