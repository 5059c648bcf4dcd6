import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { reportsBazarr } from '../support/scenarios';

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
    ['/settings/ui', () => 'Interface - Bazarr (Settings)'],
    ['/wanted/movies', () => 'Wanted Movies - Bazarr'],
    ['/blacklist/movies', () => 'Blacklisted Movies - Bazarr'],
    ['/coverage', () => 'Coverage - Bazarr'],
  ])('names the page at %s', async (route, expected) => {
    document.title = 'Bazarr';
    const { unmount } = renderWithProviders({ route });
    await waitFor(() => expect(document.title).toBe(expected()), { timeout: 15_000 });
    unmount();
    expect(document.title).toBe('Bazarr');
  });
});

describe('the name of the Bazarr in the tab title', () => {
  function named(name: string) {
    backend.control.mutate((state) => {
      state.settings.general = { ...state.settings.general, instance_name: name };
    });
  }

  it.each([
    ['/series', 'Series - Bazarr 4K'],
    [`/series/${firstSeries()?.id}`, `${firstSeries()?.title} - Bazarr 4K (Series)`],
    ['/settings/general', 'General - Bazarr 4K (Settings)'],
    ['/system/tasks', 'Tasks - Bazarr 4K (System)'],
  ])('on 1.5.6, %s names the tab after the instance name', async (route, expected) => {
    reportsBazarr(backend, '1.5.6');
    named('Bazarr 4K');
    const { unmount } = renderWithProviders({ route });
    await waitFor(() => expect(document.title).toBe(expected), { timeout: 15_000 });
    unmount();
  });

  it('on 1.5.2, which has no instance name, says Bazarr', async () => {
    reportsBazarr(backend, '1.5.2');
    named('Bazarr 4K');
    const { unmount } = renderWithProviders({ route: '/system/tasks' });
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    await waitFor(() => expect(document.title).toBe('Tasks - Bazarr (System)'));
    unmount();
  });

  it('says Bazarr when the name is left blank', async () => {
    reportsBazarr(backend, '1.5.6');
    named('  ');
    const { unmount } = renderWithProviders({ route: '/system/tasks' });
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    await waitFor(() => expect(document.title).toBe('Tasks - Bazarr (System)'));
    unmount();
  });
});
