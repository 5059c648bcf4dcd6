import { screen, waitFor, within } from '@testing-library/react';
import { languageInfo } from '../../../src/demo/core/state/languages';
import { setupDemoServer } from '../../support/render';
import { failing, noSeries, pageStarting } from '../../support/scenarios';
import { pagesAsked } from '../history/listTestKit';
import {
  allowBusyMachine,
  columnTexts,
  profileName,
  seriesInOrder,
  sortButton,
  openPage,
  bodyRows,
  rowWith,
} from '../../features/library/libraryTestKit';
import { forgetListDefaults } from '../../features/library/listStateKit';

const { backend } = setupDemoServer();
allowBusyMachine();
// Sorting remembers the order for the next visit: each test starts without it.
forgetListDefaults();

const TABLE = 'Series';
const SERIES = '/api/series';
const byTitle = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

describe('Series list', () => {
  it('shows name, audio, profile and episode progress, with a link and an edit action', async () => {
    const series = seriesInOrder(backend).find((candidate) => candidate.profileId !== null);
    if (!series) throw new Error('The demo has no series with a profile');
    await openPage('/series', 'Series');

    // Audio is hidden on phones (jsdom counts as one), so read the headers' texts.
    const table = await screen.findByRole('table', { name: TABLE });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((header) => header.textContent),
    ).toEqual(['Series', 'Name', 'Audio', 'Languages Profile', 'Episodes', 'Actions']);
    const row = await rowWith(TABLE, series.title);
    expect(row.getByRole('link', { name: series.title })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    expect(row.getByText(languageInfo(series.audio[0] ?? '').name)).toBeInTheDocument();
    expect(row.getByText(profileName(backend, series.profileId))).toBeInTheDocument();
    const total = backend.state.episodesBySeries.get(series.id)?.length ?? 0;
    const missing = backend.derived.missingEpisodeCount(series.id);
    expect(row.getByText(`${total - missing}/${total}`)).toBeInTheDocument();
    expect(row.getByRole('progressbar', { name: 'Episodes' })).toHaveAttribute(
      'aria-valuenow',
      String(total === 0 ? 0 : Math.round((100 * (total - missing)) / total)),
    );
    expect(row.getByRole('button', { name: 'Edit Series' })).toBeEnabled();
  });

  it('leaves the profile empty and the bar at zero for a series without a profile', async () => {
    const [series] = seriesInOrder(backend);
    if (!series) throw new Error('The demo has no series');
    series.profileId = null;
    await openPage('/series', 'Series');
    const row = await rowWith(TABLE, series.title);
    const cells = row.getAllByRole('cell', { hidden: true });
    expect(cells[3]).toHaveTextContent(/^$/);
    expect(row.getByRole('progressbar', { name: 'Episodes' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('pages with the page size of the settings and shows the entries footer', async () => {
    const titles = seriesInOrder(backend).map((series) => series.title);
    const { user } = await openPage('/series', 'Series');

    expect(await screen.findByText('Show 1 to 25 of 30 entries')).toBeVisible();
    expect(await columnTexts(TABLE, 1)).toEqual(titles.slice(0, 25));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Show 26 to 30 of 30 entries')).toBeInTheDocument();
    expect(await columnTexts(TABLE, 1)).toEqual(titles.slice(25));
  });

  it('fits everything on one page without a pager when the page size allows it', async () => {
    const general = backend.state.settings.general;
    if (!general) throw new Error('The demo settings have no general section');
    general.page_size = 50;
    await openPage('/series', 'Series');

    expect(await screen.findByText('Show 1 to 30 of 30 entries')).toBeVisible();
    expect(await bodyRows(TABLE)).toHaveLength(30);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(pagesAsked(backend, SERIES)).toEqual([{ start: '0', length: '50' }]);
  });

  it('shows the first page without reading the rest of the library, which a sort reads', async () => {
    const held = backend.control.hold('GET', '/api/series', pageStarting(0, { not: true }));
    const titles = seriesInOrder(backend).map((series) => series.title);
    const { user } = await openPage('/series', 'Series');

    await rowWith(TABLE, titles[0] ?? '');
    expect(screen.getByText('Show 1 to 25 of 30 entries')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pagesAsked(backend, SERIES)).toEqual([{ start: '0', length: '25' }]);

    await user.click(sortButton('Name'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading series: 25 of 30');
    held.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(pagesAsked(backend, SERIES)).toEqual([
      { start: '0', length: '25' },
      { start: '25', length: '500' },
    ]);
  });

  it('sorts by name over the whole library, both ways', async () => {
    const titles = seriesInOrder(backend)
      .map((series) => series.title)
      .sort(byTitle);
    const { user } = await openPage('/series', 'Series');
    await screen.findByText('Show 1 to 25 of 30 entries');

    await user.click(sortButton('Name'));
    expect(sortButton('Name').closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(await columnTexts(TABLE, 1)).toEqual(titles.slice(0, 25));

    await user.click(sortButton('Name'));
    expect(await columnTexts(TABLE, 1)).toEqual([...titles].reverse().slice(0, 25));
  });

  it('sorts by profile name', async () => {
    const names = seriesInOrder(backend)
      .map((series) => (series.profileId === null ? '' : profileName(backend, series.profileId)))
      .sort((a, b) => (a === '' ? 1 : b === '' ? -1 : byTitle(a, b)));
    const { user } = await openPage('/series', 'Series');
    await screen.findByText('Show 1 to 25 of 30 entries');

    await user.click(sortButton('Languages Profile'));
    expect(await columnTexts(TABLE, 3)).toEqual(names.slice(0, 25));
  });

  it('filters by title, ignoring case and accents, over every page', async () => {
    const last = seriesInOrder(backend).at(-1);
    if (!last) throw new Error('The demo has no series');
    const { user } = await openPage('/series', 'Series');
    await screen.findByText('Show 1 to 25 of 30 entries');

    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'POKEMON');
    await waitFor(async () => expect(await columnTexts(TABLE, 1)).toEqual(['Pokémon']));
    expect(screen.getByText('Show 1 to 1 of 1 entries')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), last.title);
    await waitFor(async () => expect(await columnTexts(TABLE, 1)).toContain(last.title));

    await user.type(screen.getByRole('textbox', { name: 'Filter' }), ' no such series');
    expect(await screen.findByText('No series match the filter')).toBeInTheDocument();
  });

  it('marks each series monitored or not, and ended or continuing', async () => {
    const [first, second] = seriesInOrder(backend);
    if (!first || !second) throw new Error('The demo has fewer than two series');
    backend.control.mutate(() => {
      Object.assign(first, { monitored: true, ended: true });
      Object.assign(second, { monitored: false, ended: false });
    });
    await openPage('/series', 'Series');
    // A column phones leave out (jsdom counts as one): hidden there, shown from the 'sm' breakpoint.
    const firstRow = await rowWith(TABLE, first.title);
    expect(firstRow.getByRole('img', { name: 'Monitored', hidden: true })).toBeInTheDocument();
    expect(firstRow.getByRole('img', { name: 'Ended', hidden: true })).toBeInTheDocument();
    const secondRow = await rowWith(TABLE, second.title);
    expect(secondRow.getByRole('img', { name: 'Unmonitored', hidden: true })).toBeInTheDocument();
    expect(secondRow.getByRole('img', { name: 'Continuing', hidden: true })).toBeInTheDocument();
  });

  it('disables Mass Edit when the library has no series at all', async () => {
    backend.control.mutate((state) => {
      state.series.clear();
      state.seriesOrder.length = 0;
    });
    await openPage('/series', 'Series');
    expect(await screen.findByText('No series found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mass Edit' })).toBeDisabled();
  });

  it('keeps Mass Edit enabled when only the filter hides every series', async () => {
    const { user } = await openPage('/series', 'Series');
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'no such series');
    expect(await screen.findByText('No series match the filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mass Edit' })).toBeEnabled();
  });

  it('says when the library is empty', async () => {
    noSeries(backend);
    await openPage('/series', 'Series');
    expect(await screen.findByText('No series found')).toBeInTheDocument();
  });

  it('shows a failed first page with Retry, which loads it', async () => {
    failing(backend, 'GET /api/series', 500, 'Sonarr is unreachable', { times: 1 });
    const { user } = await openPage('/series', 'Series');
    expect(await screen.findByText('Error 500: Sonarr is unreachable')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: TABLE })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Show 1 to 25 of 30 entries')).toBeInTheDocument();
  });

  it('opens the mass editor from the toolbar', async () => {
    const { user } = await openPage('/series', 'Series');
    await user.click(screen.getByRole('button', { name: 'Mass Edit' }));
    expect(
      await screen.findByRole('heading', { name: 'Series Mass Editor', level: 1 }),
    ).toBeInTheDocument();
  });
});
