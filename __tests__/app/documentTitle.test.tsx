import { waitFor } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';

const { backend } = setupDemoServer();

const firstSeries = () => [...backend.state.series.values()][0];
const firstMovie = () => [...backend.state.movies.values()][0];

describe('the browser tab title', () => {
  it.each([
    ['/series', () => 'Series - Bazarr'],
    ['/movies/edit', () => 'Mass Editor - Bazarr (Movies)'],
    [`/series/${firstSeries()?.id}`, () => `${firstSeries()?.title} - Bazarr (Series)`],
    [`/movies/${firstMovie()?.id}`, () => `${firstMovie()?.title} - Bazarr (Movies)`],
    ['/wanted/series', () => 'Wanted Series - Bazarr'],
    ['/history/movies', () => 'Movies History - Bazarr'],
    ['/history/stats', () => 'History Statistics - Bazarr'],
    ['/blacklist/series', () => 'Blacklisted Series - Bazarr'],
    ['/settings/general', () => 'General - Bazarr (Settings)'],
    ['/system/tasks', () => 'Tasks - Bazarr (System)'],
    ['/system/logs', () => 'Logs - Bazarr (System)'],
  ])('names the page at %s', async (route, expected) => {
    document.title = 'Bazarr';
    const { unmount } = renderWithProviders({ route });
    await waitFor(() => expect(document.title).toBe(expected()), { timeout: 15_000 });
    unmount();
    expect(document.title).toBe('Bazarr');
  });
});
