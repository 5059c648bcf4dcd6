import {
  BADGES_REFRESH_GAP_MS,
  createTagThrottle,
  LIST_REFRESH_GAP_MS,
} from '../../src/realtime/tagThrottle';

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

  it.each([
    ['EpisodeWanted', LIST_REFRESH_GAP_MS],
    ['Badges', BADGES_REFRESH_GAP_MS],
  ] as const)(
    'under a stream refreshes %s at most once per %i ms, first and last event honoured',
    (tag, gap) => {
      const sentAt: number[] = [];
      const throttle = createTagThrottle(() => sentAt.push(Date.now()));
      const start = Date.now();
      let lastEventAt = start;
      // 30 s of events, 3 a second.
      for (let elapsed = 0; elapsed < 30_000; elapsed += 333) {
        lastEventAt = Date.now();
        throttle.add([tag]);
        jest.advanceTimersByTime(333);
      }
      jest.advanceTimersByTime(10 * gap);

      expect(sentAt[0]).toBe(start);
      expect(sentAt.at(-1)).toBeGreaterThanOrEqual(lastEventAt);
      sentAt
        .slice(1)
        .forEach((at, index) => expect(at - (sentAt[index] ?? 0)).toBeGreaterThanOrEqual(gap));
      expect(sentAt.length).toBeLessThanOrEqual(30_000 / gap + 2);
    },
  );

  it('throttles each tag on its own: a quiet list is not held back by a busy one', () => {
    const { sent, throttle } = recordedThrottle();
    throttle.add(['EpisodeWanted']);
    throttle.add(['EpisodeWanted']);
    throttle.add([{ type: 'Episode', id: 'series-1' }, 'EpisodeWanted']);
    expect(sent).toEqual([['EpisodeWanted'], [{ type: 'Episode', id: 'series-1' }]]);
    jest.advanceTimersByTime(LIST_REFRESH_GAP_MS);
    expect(sent).toEqual([
      ['EpisodeWanted'],
      [{ type: 'Episode', id: 'series-1' }],
      ['EpisodeWanted'],
    ]);
  });

  it('paces the badges and a list each at its own gap, the first of both in one invalidation', () => {
    const { sent, throttle } = recordedThrottle();
    throttle.add(['Badges', 'EpisodeWanted']);
    throttle.add(['Badges', 'EpisodeWanted']);
    expect(sent).toEqual([['Badges', 'EpisodeWanted']]);
    jest.advanceTimersByTime(LIST_REFRESH_GAP_MS);
    expect(sent).toEqual([['Badges', 'EpisodeWanted'], ['EpisodeWanted']]);
    // The list is due again before the badges: it does not wait for them.
    throttle.add(['Badges', 'EpisodeWanted']);
    jest.advanceTimersByTime(LIST_REFRESH_GAP_MS);
    expect(sent.at(-1)).toEqual(['EpisodeWanted']);
    jest.advanceTimersByTime(BADGES_REFRESH_GAP_MS - 2 * LIST_REFRESH_GAP_MS);
    expect(sent).toEqual([
      ['Badges', 'EpisodeWanted'],
      ['EpisodeWanted'],
      ['EpisodeWanted'],
      ['Badges'],
    ]);
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
