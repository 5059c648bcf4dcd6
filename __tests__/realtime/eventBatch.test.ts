import { BATCH_WINDOW_MS, createEventBuffer } from '../../src/realtime/eventBatch';
import { groupEvents, groupRawEvents, type EventGroup } from '../../src/realtime/eventGroups';
import { parseSocketEvent, toIds, type SocketEvent } from '../../src/realtime/socketEvents';

const event = (
  type: SocketEvent['type'],
  payload: unknown,
  action: SocketEvent['action'] = 'update',
): SocketEvent => ({
  type,
  action,
  payload,
});

describe('grouping realtime events', () => {
  it('groups by type and action and drops repeated ids', () => {
    const groups = groupEvents([
      event('episode', 1),
      event('episode-wanted', 1),
      event('badges', null),
      event('episode', 2),
      event('episode', 1),
      event('episode', 3, 'delete'),
      event('episode', 2),
    ]);
    expect(groups).toEqual([
      { type: 'episode', action: 'update', payloads: [1, 2] },
      { type: 'episode-wanted', action: 'update', payloads: [1] },
      // A payload-less event still counts: it refreshes its lists.
      { type: 'badges', action: 'update', payloads: [] },
      { type: 'episode', action: 'delete', payloads: [3] },
    ]);
  });

  it('keeps every progress object (their handler keeps the latest per job)', () => {
    const first = { id: 'job', header: 'Scanning', name: 'a', value: 1, count: 3 };
    const second = { ...first, name: 'b', value: 2 };
    expect(groupEvents([event('progress', first), event('progress', second)])).toEqual([
      { type: 'progress', action: 'update', payloads: [first, second] },
    ]);
  });

  it('drops events it does not know and reads ids given as text', () => {
    expect(parseSocketEvent({ type: 'queue', action: 'update', payload: 1 })).toBeNull();
    expect(parseSocketEvent({ type: 'series', action: 'rename', payload: 1 })).toBeNull();
    expect(parseSocketEvent('series')).toBeNull();
    expect(parseSocketEvent({ type: 'series', action: 'delete' })).toEqual({
      type: 'series',
      action: 'delete',
      payload: null,
    });
    expect(toIds([1, '2', 'x', null, 2.5, 1])).toEqual([1, 2]);
    expect(
      groupRawEvents([{ type: 'queue', action: 'update' }, 'x', event('badges', null)]),
    ).toEqual([{ type: 'badges', action: 'update', payloads: [] }]);
  });

  it('says once per type, in development, that an event type is not handled', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      for (let index = 0; index < 3; index += 1)
        expect(parseSocketEvent({ type: 'surprise', action: 'update', payload: index })).toBeNull();
      parseSocketEvent({ type: 'other-surprise', action: 'update', payload: null });
      expect(info.mock.calls).toEqual([
        ["Socket event type 'surprise' is not handled; its events are dropped."],
        ["Socket event type 'other-surprise' is not handled; its events are dropped."],
      ]);
    } finally {
      info.mockRestore();
    }
  });

  it("knows Bazarr 1.5.6's backup event", () => {
    expect(parseSocketEvent({ type: 'backup', action: 'update', payload: null })).toEqual({
      type: 'backup',
      action: 'update',
      payload: null,
    });
  });
});

describe('the 20 ms event buffer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('flushes everything that arrived within 20 ms at once', () => {
    const flushed: EventGroup[][] = [];
    const buffer = createEventBuffer<SocketEvent>((events) => flushed.push(groupEvents(events)));
    expect(BATCH_WINDOW_MS).toBe(20);

    for (let id = 1; id <= 50; id += 1) buffer.push(event('episode', id % 10));
    jest.advanceTimersByTime(19);
    buffer.push(event('badges', null));
    expect(flushed).toEqual([]);

    jest.advanceTimersByTime(1);
    expect(flushed).toEqual([
      [
        { type: 'episode', action: 'update', payloads: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0] },
        { type: 'badges', action: 'update', payloads: [] },
      ],
    ]);
  });

  it('keeps flushing every 20 ms under a steady stream instead of waiting for a pause', () => {
    const flushed: EventGroup[][] = [];
    const buffer = createEventBuffer<SocketEvent>((events) => flushed.push(groupEvents(events)));
    for (let tick = 0; tick < 10; tick += 1) {
      buffer.push(event('episode', tick));
      jest.advanceTimersByTime(5);
    }
    // 50 ms of events every 5 ms: two full windows flushed, a third still open.
    expect(flushed).toHaveLength(2);
    jest.advanceTimersByTime(20);
    expect(flushed.flat().flatMap((group) => group.payloads)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('drops pending events when cleared', () => {
    const flushed: EventGroup[][] = [];
    const buffer = createEventBuffer<SocketEvent>((events) => flushed.push(groupEvents(events)));
    buffer.push(event('series', 1));
    buffer.clear();
    jest.advanceTimersByTime(100);
    expect(flushed).toEqual([]);
  });
});
