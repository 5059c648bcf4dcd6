import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupDemoServer } from '../../support/render';
import { requestsTo } from '../../pages/history/listTestKit';
import { pageStarting, reportsBazarr } from '../../support/scenarios';
import { allowBusyMachine, bodyRows, moviesInOrder, openPage } from './libraryTestKit';

const { server, backend } = setupDemoServer();
allowBusyMachine();

const MOVIES = '/api/movies';
const LIST_NAMES = [
  'sort_by',
  'sort_order',
  'monitored',
  'profileid',
  'missing',
  'audio_language',
  'tags[]',
];

/** The list parameters of each GET movies, beside paging. */
const filtersAsked = () =>
  requestsTo(backend, 'GET', MOVIES).map(({ query }) =>
    Object.fromEntries(Object.entries(query).filter(([name]) => LIST_NAMES.includes(name))),
  );

/** The titles of the table's rows. */
async function titlesShown(): Promise<string[]> {
  const rows = await bodyRows('Movies');
  return rows.map((row) => row.querySelector('a')?.textContent ?? '');
}

const unmonitoredTitles = () =>
  moviesInOrder(backend)
    .filter((movie) => !movie.monitored)
    .map((movie) => movie.title);

describe('a filtered library list and the Bazarr version', () => {
  it('asks Bazarr 1.6.1 for the filtered first page, and shows the rows the browser shows once all is read', async () => {
    reportsBazarr(backend, '1.6.1');
    expect(unmonitoredTitles().length).toBeGreaterThan(0);
    // The rest of the library stays on its way: the first rows come from the server's filter alone.
    const held = backend.control.hold('GET', MOVIES, pageStarting(0, { not: true }));
    await openPage('/movies?monitored=no', 'Movies');

    await waitFor(async () =>
      expect(await titlesShown()).toEqual(unmonitoredTitles().slice(0, 25)),
    );
    expect(filtersAsked()).toContainEqual({ monitored: ['false'] });
    expect(
      screen.getByText(`${unmonitoredTitles().length} of 100 movies match`),
    ).toBeInTheDocument();

    held.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(await titlesShown()).toEqual(unmonitoredTitles().slice(0, 25));
  });

  it('sends no list parameter to Bazarr 1.5.6, which filters nothing', async () => {
    reportsBazarr(backend, '1.5.6');
    await openPage('/movies?monitored=no', 'Movies');

    await waitFor(async () =>
      expect(await titlesShown()).toEqual(unmonitoredTitles().slice(0, 25)),
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(filtersAsked().every((names) => Object.keys(names).length === 0)).toBe(true);
  });

  it("keeps the browser's way for typed text, which Bazarr cannot filter", async () => {
    reportsBazarr(backend, '1.6.1');
    const [first] = unmonitoredTitles();
    await openPage(`/movies?monitored=no&q=${encodeURIComponent(first ?? '')}`, 'Movies');

    await waitFor(async () => expect(await titlesShown()).toContain(first));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(filtersAsked().every((names) => Object.keys(names).length === 0)).toBe(true);
  });

  it("falls back to the browser's filter when the filtered page fails", async () => {
    reportsBazarr(backend, '1.6.1');
    server.use(
      http.get('*/api/movies', ({ request }) =>
        new URL(request.url).searchParams.has('monitored')
          ? HttpResponse.json('Internal Server Error', { status: 500 })
          : undefined,
      ),
    );
    await openPage('/movies?monitored=no', 'Movies');

    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(await titlesShown()).toEqual(unmonitoredTitles().slice(0, 25)),
    );
    expect(screen.queryByText(/Error 500/)).not.toBeInTheDocument();
  });

  it('never shows rows the filter would not show when Bazarr reads the filter another way', async () => {
    reportsBazarr(backend, '1.6.1');
    // Such a Bazarr answers the plain first page, whatever the filter.
    let filteredAsks = 0;
    server.use(
      http.get('*/api/movies', ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.has('monitored')) return undefined;
        filteredAsks += 1;
        url.searchParams.delete('monitored');
        return fetch(url.toString(), { headers: request.headers });
      }),
    );
    const held = backend.control.hold('GET', MOVIES, pageStarting(0, { not: true }));
    await openPage('/movies?monitored=no', 'Movies');
    await waitFor(() => expect(filteredAsks).toBeGreaterThan(0));
    // Until the whole list is in, the rows are the browser's filter over what it has read.
    const unmonitored = new Set(unmonitoredTitles());
    await waitFor(async () => expect((await titlesShown()).length).toBeGreaterThan(0));
    expect((await titlesShown()).filter((title) => !unmonitored.has(title))).toEqual([]);

    held.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(await titlesShown()).toEqual(unmonitoredTitles().slice(0, 25));
  });
});
