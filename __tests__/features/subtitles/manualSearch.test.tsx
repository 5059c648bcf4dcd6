import { screen, waitFor, within } from '@testing-library/react';
import {
  ManualSearchModal,
  searchButtonText,
} from '../../../src/features/subtitles/search/ManualSearchModal';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failingRequests, heldRequests, requestsTo } from './support';

const { server, backend } = setupDemoServer();

/** Spirited Away (demo movie 7): profile English + French, so results come in both languages. */
const MOVIE = {
  target: { kind: 'movie' as const, radarrId: 7, label: 'Spirited Away' },
  path: '/media/movies/Spirited Away (2001)/Spirited Away (2001) [WEBDL-1080p].mkv',
  sceneName: 'Spirited.Away.2001.1080p.WEBDL.x264-NTb',
};

function renderSearch() {
  const onClose = jest.fn();
  const view = renderWithProviders(<ManualSearchModal open onClose={onClose} {...MOVIE} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Search Subtitles' }) };
}

describe('manual search', () => {
  it('names its button Search, Searching, then Search Again', () => {
    expect(searchButtonText(false, false)).toBe('Search');
    expect(searchButtonText(false, true)).toBe('Searching');
    expect(searchButtonText(true, true)).toBe('Searching');
    expect(searchButtonText(true, false)).toBe('Search Again');
  });

  it('shows the resource and no results before a search', () => {
    const { dialog } = renderSearch();
    expect(within(dialog).getByText(MOVIE.path)).toBeInTheDocument();
    expect(within(dialog).getByText(MOVIE.sceneName)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(requestsTo(backend, 'GET', '/api/providers/movies')).toHaveLength(0);
  });

  it('shows 10 placeholder rows while searching, then the results', async () => {
    const held = heldRequests('get', '*/api/providers/movies');
    server.use(held.handler);
    const { user, dialog } = renderSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByRole('button', { name: 'Searching' })).toBeDisabled();
    expect(within(dialog).getAllByTestId('placeholder-row')).toHaveLength(10);

    held.release();
    const again = await within(dialog).findByRole('button', { name: 'Search Again' });
    const table = within(dialog).getByRole('table', { name: 'Search results' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    // Best first: scores as percentages, in descending order.
    const scores = rows.map((row) =>
      Number(
        within(row)
          .getByText(/^\d+%$/)
          .textContent?.slice(0, -1),
      ),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(within(table).getAllByText('en')).toHaveLength(3);
    expect(within(table).getAllByText('fr')).toHaveLength(3);
    // The best result of each language has no uploader.
    const [first] = rows;
    if (!first) throw new Error('no result');
    expect(within(first).getByText('-')).toBeInTheDocument();
    expect(
      within(first).getByText(/^Spirited Away \(2001\) \[WEBDL-1080p\]\.(en|fr)\.srt$/),
    ).toBeInTheDocument();

    // Results are always fresh: searching again asks the providers again.
    await user.click(again);
    await within(dialog).findByRole('button', { name: 'Search Again' });
    expect(requestsTo(backend, 'GET', '/api/providers/movies')).toHaveLength(2);
  });

  it('opens the other release names and the matches of a result', async () => {
    const { user, dialog } = renderSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const table = await within(dialog).findByRole('table', { name: 'Search results' });
    const [first] = within(table).getAllByRole('row').slice(1);
    if (!first) throw new Error('no result');
    await user.click(within(first).getByRole('button', { name: 'Show 1 more releases' }));
    expect(within(first).getByText(MOVIE.sceneName)).toBeVisible();
    await user.click(within(first).getByRole('button', { name: /^Matches:/ }));
    expect(await screen.findByRole('list', { name: 'Matching' })).toHaveTextContent('title');
  });

  it('downloads results as background tasks and stays open for more', async () => {
    const { user, dialog, onClose } = renderSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const table = await within(dialog).findByRole('table', { name: 'Search results' });
    const [first] = within(table).getAllByRole('row').slice(1);
    if (!first) throw new Error('no result');
    await user.click(within(first).getByRole('button', { name: 'Download' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(first).getByRole('button', { name: 'Download queued' })).toBeDisabled();
    expect(await screen.findByText('Downloading subtitles...')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/providers/movies')[0]).toMatchObject({
        query: { radarrid: ['7'] },
        form: { hi: ['False'], forced: ['False'], original_format: ['0'] },
      }),
    );
    const posted = requestsTo(backend, 'POST', '/api/providers/movies')[0]?.form;
    expect(posted?.provider?.[0]).toEqual(expect.any(String));
    expect(posted?.subtitle?.[0]).toEqual(expect.any(String));
  });

  it('on a phone, keeps the release and the download action, the other facts under the release', async () => {
    // A window below the md breakpoint (jsdom has no layout: the media queries are what the modal reads).
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    try {
      const { user, dialog } = renderSearch();
      await user.click(within(dialog).getByRole('button', { name: 'Search' }));
      const table = await within(dialog).findByRole('table', { name: 'Search results' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual(['Release', 'Get']);
      const rows = within(table).getAllByRole('row').slice(1);
      // Still best first, though there is no Score column to sort on.
      const scores = rows.map((row) =>
        Number(
          within(row)
            .getByText(/^\d+%$/)
            .textContent?.slice(0, -1),
        ),
      );
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const [first] = rows;
      if (!first) throw new Error('no result');
      expect(within(first).getByText(/^(en|fr)$/)).toBeInTheDocument();
      expect(
        within(first).getByRole('link', { name: /subtitles|subdl|podnapisi|opensubtitles/ }),
      ).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: /^Matches:/ })).toBeInTheDocument();
      await user.click(within(first).getByRole('button', { name: 'Download' }));
      expect(within(first).getByRole('button', { name: 'Download queued' })).toBeDisabled();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('shows a failed search and lets the user try again', async () => {
    server.use(failingRequests('get', '*/api/providers/movies'));
    const { user, dialog } = renderSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Error 500: Provider exploded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Search Again' })).toBeEnabled();
  });
});
