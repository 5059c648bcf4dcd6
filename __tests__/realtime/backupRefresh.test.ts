import { waitFor } from '@testing-library/react';
import { endpoints } from '../../src/api';
import { setupDemoServer } from '../support/render';
import { reportsBazarr } from '../support/scenarios';
import { connectRealtime, makeTestStore, type TestStore } from './support';

const { backend } = setupDemoServer();

/** A store online with the backend's events that knows the Bazarr's version, showing System > Backups. */
async function backupsShown(): Promise<{ store: TestStore; unplug: () => void; before: number }> {
  const store = makeTestStore();
  const { unplug } = connectRealtime(store, backend);
  await store.dispatch(endpoints.getStatus.initiate()).unwrap();
  const backups = await store.dispatch(endpoints.getBackups.initiate()).unwrap();
  backend.control.clearRequests();
  return { store, unplug, before: backups.length };
}

const backupsReads = () =>
  backend.control.requests.filter(
    (request) => request.method === 'GET' && request.path === '/api/system/backups',
  );

const shownBackups = (store: TestStore) =>
  endpoints.getBackups.select()(store.getState()).data?.length ?? 0;

describe('Backup Now refreshes the backups list once (socket online)', () => {
  it('on a Bazarr that sends the backup event (1.5.6): by the event, once the file is written', async () => {
    reportsBazarr(backend, '1.5.6');
    const { store, unplug, before } = await backupsShown();

    await store.dispatch(endpoints.createBackup.initiate()).unwrap();
    await backend.control.jobsIdle();
    await waitFor(() => expect(shownBackups(store)).toBe(before + 1));
    // Another answer after the event's read: a read of the write's own would be asked by then.
    await store.dispatch(endpoints.getStatus.initiate(undefined, { forceRefetch: true })).unwrap();
    unplug();

    expect(backupsReads()).toHaveLength(1);
  });

  it('on a Bazarr without it (1.5.2): by the write', async () => {
    const { store, unplug, before } = await backupsShown();

    await store.dispatch(endpoints.createBackup.initiate()).unwrap();
    await waitFor(() => expect(shownBackups(store)).toBe(before + 1));
    unplug();

    expect(backupsReads()).toHaveLength(1);
  });
});
