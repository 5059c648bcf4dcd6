/** @jest-environment node */
import { figure, formatFigure, median } from '../../bench/figures';
import { classifyRequest, countRequests } from '../../bench/requests';
import { batchesDuring, requestsPerBatch } from '../../bench/results';
import {
  compare,
  firstApiStart,
  formatComparison,
  pageComparisons,
  type PageLoad,
} from '../../bench/compare';

describe('the benchmark figures', () => {
  it('take the median of the runs', () => {
    expect(median([900, 100, 500])).toBe(500);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('print the median with its spread and whether it meets its budget', () => {
    const slow = figure(
      'series.firstRowMs',
      'First /series row visible',
      'ms',
      [1700, 1400, 1600],
      {
        budget: { max: 1500, text: '< 1500 ms' },
      },
    );
    expect(slow.pass).toBe(false);
    expect(formatFigure(slow)).toMatch(
      /1600 ms {2}\(median of 3: 1400 ms to 1700 ms\) {2}\[< 1500 ms: FAIL]$/,
    );
    const fast = figure('movies.firstRowMs', 'First /movies row visible', 'ms', [900], {
      budget: { max: 2000, text: '< 2000 ms' },
    });
    expect(formatFigure(fast)).toMatch(/900 ms {2}\[< 2000 ms: PASS]$/);
  });

  it('tell re-reads by id from list reloads, and leave out assets and the socket', () => {
    const base = 'http://127.0.0.1:4000';
    expect(classifyRequest('GET', `${base}/api/movies?radarrid%5B%5D=1&radarrid%5B%5D=2`)).toEqual({
      method: 'GET',
      path: 'movies',
      kind: 'byId',
      entity: 'movies',
    });
    expect(classifyRequest('GET', `${base}/api/series?start=0&length=25`)?.kind).toBe('list');
    expect(classifyRequest('GET', `${base}/api/episodes?seriesid%5B%5D=30`)?.kind).toBe('list');
    expect(classifyRequest('POST', `${base}/api/movies`)?.kind).toBe('other');
    expect(classifyRequest('GET', `${base}/api/badges`)?.kind).toBe('other');
    expect(classifyRequest('GET', `${base}/api/socket.io/?EIO=4&transport=polling`)).toBeNull();
    expect(classifyRequest('GET', `${base}/assets/main.js`)).toBeNull();
  });

  it('count requests per entity list and per 20 ms batch', () => {
    const byId = (entity: 'movies' | 'episodes') =>
      ({ method: 'GET', path: entity, kind: 'byId', entity }) as const;
    const requests = [byId('movies'), byId('movies'), byId('episodes')];
    expect(countRequests(requests)).toEqual({ 'movies byId': 2, 'episodes byId': 1 });
    // Events sent over 40 ms can fall into 3 windows of 20 ms.
    expect(batchesDuring(40)).toBe(3);
    expect(requestsPerBatch(requests, 40)).toBeCloseTo(2 / 3);
    expect(requestsPerBatch([], 40)).toBe(0);
  });
});

describe('the side-by-side figures', () => {
  it('print ours, theirs and the ratio against its budget', () => {
    const fast = compare(
      'cold./series.firstContentMs',
      '/series cold: first content',
      'ms',
      [700, 650, 720],
      [1435, 1500, 1400],
      0.5,
    );
    expect(fast.ratio).toBeCloseTo(700 / 1435);
    expect(fast.pass).toBe(true);
    expect(formatComparison(fast)).toMatch(
      /ours {4}700 ms {2}theirs {3}1435 ms {2}ratio 0\.49 {2}\[<= 0\.50: PASS]$/,
    );
    const slow = compare('k', 'FCP', 'ms', [1024], [696], 0.5);
    expect(formatComparison(slow)).toMatch(/ratio 1\.47 {2}\[<= 0\.50: FAIL]$/);
    expect(formatComparison(compare('h', 'heap', 'MB', [30], [40]))).toMatch(
      /ours {3}30\.0 MB {2}theirs {3}40\.0 MB {2}ratio 0\.75$/,
    );
  });

  it('leave loads that timed out out of the medians and say how many there were', () => {
    const item = compare('k', 'edit', 'ms', [800, Number.NaN, 900], [Number.NaN], 0.5);
    expect(item.oursMedian).toBe(850);
    expect(item.ratio).toBeNaN();
    expect(item.pass).toBe(false);
    expect(formatComparison(item)).toMatch(
      /theirs {7}n\/a {2}ratio {2}n\/a {2}\[<= 0\.50: FAIL] {2}\(2 loads timed out\)$/,
    );
  });

  it('give each page its five figures: half of theirs for first content and first paint, a heap no higher', () => {
    const load = (firstContentMs: number, heapMB: number): PageLoad => ({
      firstContentMs,
      fcpMs: firstContentMs / 2,
      firstApiMs: 500,
      scriptMs: 300,
      heapMB,
    });
    const items = pageComparisons('/movies', 'cold', [load(600, 11.1)], [load(1300, 10.3)]);
    expect(items.map((item) => [item.label, item.maxRatio, item.pass])).toEqual([
      ['/movies cold: first content', 0.5, true],
      ['/movies cold: first contentful paint', 0.5, true],
      ['/movies cold: first API request starts', undefined, undefined],
      ['/movies cold: script until first content', undefined, undefined],
      ['/movies cold: JS heap at first content', 1, false],
    ]);
    expect(formatComparison(items[4]!)).toMatch(/ours +11\.1 MB {2}theirs +10\.3 MB {2}ratio 1\.08/);
  });

  it('take the first API request from resource timing, not socket.io or the code', () => {
    expect(
      firstApiStart([
        { name: 'http://h/assets/main.js', startTime: 10 },
        { name: 'http://h/api/socket.io/?EIO=4', startTime: 200 },
        { name: 'http://h/api/system/settings', startTime: 420 },
        { name: 'http://h/api/series?start=0', startTime: 380 },
      ]),
    ).toBe(380);
    expect(firstApiStart([])).toBeNaN();
  });
});
