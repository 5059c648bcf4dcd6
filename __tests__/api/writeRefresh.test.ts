import { baseApi } from '../../src/api/baseApi';
import { entitiesWritten } from '../../src/api/entityActions';
import { episodeSubtitleEffects } from '../../src/api/subtitleWrites';
import { refreshAfterWrite } from '../../src/api/writeRefresh';
import type { ConnectionState } from '../../src/realtime/realtimeSlice';

/** Runs a subtitle write's refresh with the socket in `atRequest` when it starts and `atAnswer` when it answers. */
async function refreshWith(atRequest: ConnectionState, atAnswer: ConnectionState) {
  let connection = atRequest;
  let answer = () => {};
  // As RTK Query's: the answer's data (a subtitle write answers none).
  const queryFulfilled = new Promise<{ data: unknown }>(
    (resolve) => (answer = () => resolve({ data: undefined })),
  );
  const dispatched: unknown[] = [];
  const dispatch = jest.fn((action: unknown) => dispatched.push(action));
  const running = refreshAfterWrite(
    ({ seriesid, episodeid }: { seriesid: number; episodeid: number }) =>
      episodeSubtitleEffects(seriesid, episodeid),
  )(
    { seriesid: 1, episodeid: 2 },
    {
      dispatch: dispatch as never,
      getState: () => ({ realtime: { connection } }),
      queryFulfilled,
    },
  );
  connection = atAnswer;
  answer();
  await running;
  return dispatched;
}

const invalidatedTags = (dispatched: unknown[]) =>
  dispatched
    .filter(baseApi.util.invalidateTags.match)
    .flatMap((action) => action.payload)
    .map((tag) => (typeof tag === 'string' ? tag : `${tag?.type}:${String(tag?.id)}`));

describe('refreshAfterWrite', () => {
  it('leaves the wanted list, the history and the badges to the events while the socket is online throughout', async () => {
    const dispatched = await refreshWith('online', 'online');
    expect(invalidatedTags(dispatched)).toEqual([]);
    expect(dispatched.filter(entitiesWritten.match)).toHaveLength(1);
  });

  it('refreshes them itself when the socket connected while the write ran (events sent before were missed)', async () => {
    const dispatched = await refreshWith('idle', 'online');
    expect(invalidatedTags(dispatched)).toEqual(
      expect.arrayContaining(['EpisodeWanted:LIST', 'EpisodeHistory:LIST', 'Badges']),
    );
    expect(dispatched.filter(entitiesWritten.match)).toEqual([]);
  });

  it('refreshes them itself while the socket is offline', async () => {
    const dispatched = await refreshWith('offline', 'offline');
    expect(invalidatedTags(dispatched)).toEqual(
      expect.arrayContaining(['EpisodeWanted:LIST', 'EpisodeHistory:LIST', 'Badges']),
    );
  });
});

describe('refreshAfterWrite and the entities no event names', () => {
  async function seriesScanWith(connection: ConnectionState) {
    const dispatched: unknown[] = [];
    const dispatch = jest.fn((action: unknown) => dispatched.push(action));
    await refreshAfterWrite(() => ({
      alwaysEntities: { series: [7] },
      evented: [{ type: 'Episode' as const, id: 'series-7' }],
    }))(undefined, {
      dispatch: dispatch as never,
      getState: () => ({ realtime: { connection } }),
      queryFulfilled: Promise.resolve({ data: undefined }),
    });
    return dispatched;
  }

  it('reads them by id, never through the lists that hold them, with the socket online', async () => {
    const dispatched = await seriesScanWith('online');
    expect(invalidatedTags(dispatched)).toEqual([]);
    // The series read by id is a thunk (RTK Query's initiate); the written entities name no series.
    expect(dispatched.filter((action) => typeof action === 'function')).toHaveLength(1);
    expect(dispatched.filter(entitiesWritten.match).map((action) => action.payload.series)).toEqual(
      [undefined],
    );
  });

  it('reads them by id and invalidates the evented lists while the socket is offline', async () => {
    const dispatched = await seriesScanWith('offline');
    expect(invalidatedTags(dispatched)).toEqual(['Episode:series-7']);
    expect(dispatched.filter((action) => typeof action === 'function')).toHaveLength(1);
  });
});
