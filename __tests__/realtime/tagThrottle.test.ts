import { createTagThrottle, LIST_REFRESH_GAP_MS } from '../../src/realtime/tagThrottle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function recordedThrottle() {
  const sent: unknown[][] = [];
  const throttle = createTagThrottle((tags) => sent.push(tags));
  return { sent, throttle };
}

describe('the list refresh throttle', () => {
  it('refreshes at once when the list was quiet', () => {
    const { sent, throttle } = recordedThrottle();
    throttle.add(['Badges', 'EpisodeWanted']);
    expect(sent).toEqual([['Badges', 'EpisodeWanted']]);
  });

  it('under a stream refreshes at most once per gap, first and last event honoured', () => {
    const sentAt: number[] = [];
    const throttle = createTagThrottle(() => sentAt.push(Date.now()));
    const start = Date.now();
    let lastEventAt = start;
    // 10 s of badges events, 3 a second.
    for (let elapsed = 0; elapsed < 10_000; elapsed += 333) {
      lastEventAt = Date.now();
      throttle.add(['Badges']);
      jest.advanceTimersByTime(333);
    }
    jest.advanceTimersByTime(10 * LIST_REFRESH_GAP_MS);

    expect(sentAt[0]).toBe(start);
    expect(sentAt.at(-1)).toBeGreaterThanOrEqual(lastEventAt);
    sentAt
      .slice(1)
      .forEach((at, index) =>
        expect(at - (sentAt[index] ?? 0)).toBeGreaterThanOrEqual(LIST_REFRESH_GAP_MS),
      );
    expect(sentAt.length).toBeLessThanOrEqual(10_000 / LIST_REFRESH_GAP_MS + 2);
  });

  it('throttles each tag on its own: a quiet list is not held back by a busy one', () => {
    const { sent, throttle } = recordedThrottle();
    throttle.add(['Badges']);
    throttle.add(['Badges']);
    throttle.add([{ type: 'Episode', id: 'series-1' }, 'Badges']);
    expect(sent).toEqual([['Badges'], [{ type: 'Episode', id: 'series-1' }]]);
    jest.advanceTimersByTime(LIST_REFRESH_GAP_MS);
    expect(sent).toEqual([['Badges'], [{ type: 'Episode', id: 'series-1' }], ['Badges']]);
  });

  it('drops what waits on clear', () => {
    const { sent, throttle } = recordedThrottle();
    throttle.add(['Badges']);
    throttle.add(['Badges']);
    throttle.clear();
    jest.advanceTimersByTime(10 * LIST_REFRESH_GAP_MS);
    expect(sent).toEqual([['Badges']]);
  });
});
