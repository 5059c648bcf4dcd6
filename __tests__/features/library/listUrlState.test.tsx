import { screen, waitFor } from '@testing-library/react';
import { listDefaultsKey } from '../../../src/features/library/listState/rememberedDefaults';
import { setupDemoServer } from '../../support/render';
import { allowBusyMachine, columnTexts, sortButton } from './libraryTestKit';
import {
  chooseFilter,
  currentLocation,
  currentQuery,
  demoMovies,
  filterSelect,
  forgetListDefaults,
  renderLists,
} from './listStateKit';

const { backend } = setupDemoServer();
allowBusyMachine();
forgetListDefaults();

const TABLE = 'Movies';
const NAME = 1;
const byTitle = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

describe('library list state in the address', () => {
  it('applies the filters, sort and text of the address it opens at', async () => {
    const expected = demoMovies(backend)
      .filter((movie) => movie.missing > 0 && movie.title.toLowerCase().includes('the'))
      .map((movie) => movie.title)
      .sort(byTitle)
      .reverse();
    renderLists('/movies?missing=yes&q=the&sort=name&dir=desc');

    await waitFor(async () =>
      expect(await columnTexts(TABLE, NAME)).toEqual(expected.slice(0, 25)),
    );
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('the');
    expect(filterSelect('Missing subtitles')).toHaveValue('yes');
    expect(sortButton('Name').closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens at the page and page size of the address', async () => {
    const titles = demoMovies(backend).map((movie) => movie.title);
    renderLists('/movies?page=3&size=10');
    expect(await screen.findByText('Show 21 to 30 of 100 entries')).toBeInTheDocument();
    expect(await columnTexts(TABLE, NAME)).toEqual(titles.slice(20, 30));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('writes sort, filters, page and page size to the address as they change', async () => {
    const { user } = renderLists('/movies');
    await screen.findByText('Show 1 to 25 of 100 entries');

    await user.click(sortButton('Name'));
    await waitFor(() => expect(currentQuery()).toMatchObject({ sort: 'name', dir: 'asc' }));
    await user.click(sortButton('Name'));
    await waitFor(() => expect(currentQuery()).toMatchObject({ sort: 'name', dir: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentQuery()).toMatchObject({ page: '2' }));
    expect(await screen.findByText('Show 26 to 50 of 100 entries')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(currentQuery()).toMatchObject({ size: '10' }));
    expect(currentQuery().page).toBeUndefined();
    expect(await screen.findByText('Show 1 to 10 of 100 entries')).toBeInTheDocument();

    await chooseFilter(user, 'Monitored', 'Monitored');
    await waitFor(() => expect(currentQuery()).toMatchObject({ monitored: 'yes' }));

    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'the');
    await waitFor(() => expect(currentQuery()).toMatchObject({ q: 'the', monitored: 'yes' }));
  });

  it('ignores invalid values in the address', async () => {
    renderLists('/movies?sort=bogus&dir=up&page=abc&size=7&missing=maybe&profile=x&view=grid');
    expect(await screen.findByText('Show 1 to 25 of 100 entries')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: TABLE })).toBeInTheDocument();
    expect(filterSelect('Missing subtitles')).toHaveValue('');
    expect(filterSelect('Languages profile')).toHaveValue('');
    expect(sortButton('Name').closest('th')).toHaveAttribute('aria-sort', 'none');
  });

  it('restores the list when coming back from an item', async () => {
    const expected = demoMovies(backend)
      .filter((movie) => movie.missing > 0)
      .map((movie) => movie.title)
      .sort(byTitle);
    const { user } = renderLists('/movies');
    await screen.findByText('Show 1 to 25 of 100 entries');

    await chooseFilter(user, 'Missing subtitles', 'Has missing subtitles');
    await waitFor(() => expect(currentQuery()).toMatchObject({ missing: 'yes' }));
    await user.click(sortButton('Name'));
    await waitFor(async () =>
      expect(await columnTexts(TABLE, NAME)).toEqual(expected.slice(0, 25)),
    );

    await user.click(screen.getByRole('link', { name: expected[0] }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    await waitFor(async () =>
      expect(await columnTexts(TABLE, NAME)).toEqual(expected.slice(0, 25)),
    );
    expect(filterSelect('Missing subtitles')).toHaveValue('yes');
    expect(sortButton('Name').closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(currentLocation()).toMatch(/^\/movies\?/);
  });
});

describe('remembered list defaults', () => {
  it('applies the last sort and page size when the address has none', async () => {
    const first = renderLists('/movies');
    await screen.findByText('Show 1 to 25 of 100 entries');
    await first.user.click(sortButton('Name'));
    await first.user.click(sortButton('Name'));
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(currentQuery()).toMatchObject({ dir: 'desc', size: '10' }));
    first.unmount();

    const titles = demoMovies(backend)
      .map((movie) => movie.title)
      .sort(byTitle)
      .reverse();
    renderLists('/movies');
    expect(await screen.findByText('Show 1 to 10 of 100 entries')).toBeInTheDocument();
    await waitFor(async () => expect(await columnTexts(TABLE, NAME)).toEqual(titles.slice(0, 10)));
    expect(sortButton('Name').closest('th')).toHaveAttribute('aria-sort', 'descending');
    // The address is left as it was: only a change writes it.
    expect(currentLocation()).toBe('/movies');
  });

  it('lets the address win over what is remembered, and keeps sections apart', async () => {
    window.localStorage.setItem(
      listDefaultsKey('movies'),
      JSON.stringify({ sort: { columnId: 'name', direction: 'desc' }, pageSize: 10 }),
    );
    const { unmount } = renderLists('/movies?size=50');
    expect(await screen.findByText('Show 1 to 50 of 100 entries')).toBeInTheDocument();
    expect(sortButton('Name').closest('th')).toHaveAttribute('aria-sort', 'descending');
    unmount();

    renderLists('/series');
    expect(await screen.findByText('Show 1 to 25 of 30 entries')).toBeInTheDocument();
    expect(sortButton('Name').closest('th')).toHaveAttribute('aria-sort', 'none');
  });
});
