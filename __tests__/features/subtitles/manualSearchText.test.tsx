import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ManualSearchModal } from '../../../src/features/subtitles/search/ManualSearchModal';
import { renderWithProviders, setupDemoServer } from '../../support/render';

const { server } = setupDemoServer();

const MOVIE = {
  target: { kind: 'movie' as const, radarrId: 7, label: 'Amélie' },
  path: '/media/movies/Amélie (2001)/Amélie (2001) [WEBDL-1080p].mkv',
  sceneName: null,
};

function result(
  id: string,
  provider: string,
  language: string,
  score: number,
  release: string[],
  uploader: string | null,
) {
  return {
    provider,
    language,
    hearing_impaired: 'False',
    forced: 'False',
    original_format: 'False',
    score,
    orig_score: score,
    score_without_hash: score,
    subtitle: `token-${id}`,
    release_info: release,
    uploader,
    url: null,
    matches: ['title'],
    dont_matches: [],
  };
}

const HOSTILE = '<script>alert(1)</script>';

/** Results named by their first release; the text filter reads every release and the uploader. */
const RESULTS = [
  result('A', 'opensubtitlescom', 'fr', 95, ['Amélie.2001.1080p.BluRay-FLUX'], 'Zoé'),
  result('B', 'podnapisi', 'fr', 80, ['Amelie.2001.WEBRip', 'Amelie.2001.720p.BluRay-KOGi'], null),
  result('C', 'podnapisi', 'en', 70, ['Amelie.2001.DVDRip-NTb'], 'flux-fan'),
  result('D', 'subdivx', 'en', 40, [HOSTILE], 'Bob'),
];

async function searchWithResults(user: UserEvent) {
  server.use(http.get('*/api/providers/movies', () => HttpResponse.json({ data: RESULTS })));
  renderWithProviders(<ManualSearchModal open onClose={jest.fn()} {...MOVIE} />);
  const dialog = screen.getByRole('dialog', { name: 'Search Subtitles' });
  await user.click(within(dialog).getByRole('button', { name: 'Search' }));
  const table = await within(dialog).findByRole('table', { name: 'Search results' });
  return { dialog, table };
}

/** The rows shown, by their token letter (the Download button's row), top to bottom. */
function shown(table: HTMLElement): string[] {
  const firstReleases = RESULTS.map((entry) => entry.release_info[0] ?? '');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .flatMap((row) => {
      const index = firstReleases.findIndex((release) => row.textContent?.includes(release));
      return index < 0 ? [] : ['ABCD'[index] ?? '?'];
    });
}

const textFilter = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Filter releases and uploaders' });

describe('manual search text filter', () => {
  it('keeps the results whose release names or uploader hold the text, whatever the case and accents', async () => {
    const { user } = renderWithProviders(<></>);
    const { dialog, table } = await searchWithResults(user);
    expect(shown(table)).toEqual(['A', 'B', 'C', 'D']);

    // 'bluray' is in A's only release and in B's second one; accents and case do not matter.
    await user.type(textFilter(dialog), 'BLURAY');
    await waitFor(() => expect(shown(table)).toEqual(['A', 'B']));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 of 4 results');

    // The uploader counts too: 'flux' is A's release group and C's uploader.
    await user.clear(textFilter(dialog));
    await user.type(textFilter(dialog), 'flux');
    await waitFor(() => expect(shown(table)).toEqual(['A', 'C']));

    // 'zoe' finds the uploader 'Zoé', 'amélie' the releases written 'Amelie'.
    await user.clear(textFilter(dialog));
    await user.type(textFilter(dialog), 'zoe');
    await waitFor(() => expect(shown(table)).toEqual(['A']));
    await user.clear(textFilter(dialog));
    await user.type(textFilter(dialog), 'amélie');
    await waitFor(() => expect(shown(table)).toEqual(['A', 'B', 'C']));
  });

  it('combines with the other filters and the sort, and Clear filters empties it', async () => {
    const { user } = renderWithProviders(<></>);
    const { dialog, table } = await searchWithResults(user);
    await user.type(textFilter(dialog), 'amelie');
    await user.click(within(dialog).getByRole('combobox', { name: 'Provider' }));
    await user.click(await within(dialog).findByRole('option', { name: 'podnapisi' }));
    await waitFor(() => expect(shown(table)).toEqual(['B', 'C']));

    // Sorting the filtered rows by score, lowest first.
    await user.click(within(table).getByRole('button', { name: /Score/ }));
    expect(shown(table)).toEqual(['C', 'B']);

    await user.clear(textFilter(dialog));
    await user.type(textFilter(dialog), 'nothing like this');
    expect(await within(dialog).findByText('No result matches the filters')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shown(table)).toEqual(['D', 'C', 'B', 'A']));
    expect(textFilter(dialog)).toHaveValue('');
  });

  it('keeps the text while the modal is open, through Search Again', async () => {
    const { user } = renderWithProviders(<></>);
    const { dialog, table } = await searchWithResults(user);
    await user.type(textFilter(dialog), 'dvdrip');
    await waitFor(() => expect(shown(table)).toEqual(['C']));

    await user.click(within(dialog).getByRole('button', { name: 'Search Again' }));
    const again = await within(dialog).findByRole('table', { name: 'Search results' });
    await waitFor(() => expect(shown(again)).toEqual(['C']));
    expect(textFilter(dialog)).toHaveValue('dvdrip');
  });

  it('shows hostile release names as text and finds them as text', async () => {
    const { user } = renderWithProviders(<></>);
    const { dialog, table } = await searchWithResults(user);
    await user.type(textFilter(dialog), '<script>');
    await waitFor(() => expect(shown(table)).toEqual(['D']));
    expect(within(table).getByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});
