/** @jest-environment node */
import { figure, formatFigure, median } from '../../bench/figures';
import { classifyRequest, countRequests } from '../../bench/requests';
import { batchesDuring, requestsPerBatch } from '../../bench/results';

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
