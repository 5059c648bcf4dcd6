import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { ManualSearchModal } from '../../../src/features/subtitles/search/ManualSearchModal';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { typeNumber } from '../../support/typeNumber';

const { server } = setupDemoServer();

const MOVIE = {
  target: { kind: 'movie' as const, radarrId: 7, label: 'Spirited Away' },
  path: '/media/movies/Spirited Away (2001)/Spirited Away (2001) [WEBDL-1080p].mkv',
  sceneName: 'Spirited.Away.2001.1080p.WEBDL.x264-NTb',
};

function result(
  id: string,
  provider: string,
  language: string,
  score: number,
  extra: { hi?: boolean; forced?: boolean; uploader?: string | null; matches?: string[] } = {},
) {
  return {
    provider,
    language,
    hearing_impaired: extra.hi ? 'True' : 'False',
    forced: extra.forced ? 'True' : 'False',
    original_format: 'False',
    score,
    orig_score: score,
    score_without_hash: score,
    subtitle: `token-${id}`,
    release_info: [`Release ${id}`],
    uploader: extra.uploader ?? null,
    url: null,
    matches: extra.matches ?? ['title'],
    dont_matches: [],
  };
}

/** Four results that differ in every filtered column (release names A to D, best first). */
const RESULTS = [
  result('A', 'opensubtitlescom', 'en', 95, { matches: ['title', 'year', 'source'] }),
  result('B', 'podnapisi', 'en', 80, { hi: true, uploader: 'Bob' }),
  result('C', 'podnapisi', 'fr', 60, {
    forced: true,
    uploader: 'Alice',
    matches: ['title', 'year'],
  }),
  result('D', 'subdivx', 'fr', 40, { uploader: 'Carl' }),
];

async function searchWithResults(user: UserEvent) {
  server.use(http.get('*/api/providers/movies', () => HttpResponse.json({ data: RESULTS })));
  renderWithProviders(<ManualSearchModal open onClose={jest.fn()} {...MOVIE} />);
  const dialog = screen.getByRole('dialog', { name: 'Search Subtitles' });
  await user.click(within(dialog).getByRole('button', { name: 'Search' }));
  const table = await within(dialog).findByRole('table', { name: 'Search results' });
  return { dialog, table };
}

/** The release names of the rows shown, top to bottom. */
function releases(table: HTMLElement): string[] {
  return within(table)
    .queryAllByText(/^Release [A-D]$/)
    .map((cell) => cell.textContent?.slice(-1) ?? '');
}

async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await within(dialog).findByRole('option', { name: option }));
}

describe('manual search filters', () => {
  it('filters by provider, language and kind, says how many show, and clears', async () => {
    const { user } = renderWithProviders(<></>);
    const { dialog, table } = await searchWithResults(user);
    expect(releases(table)).toEqual(['A', 'B', 'C', 'D']);

    await choose(user, dialog, 'Provider', 'podnapisi');
    await waitFor(() => expect(releases(table)).toEqual(['B', 'C']));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 of 4 results');

    await choose(user, dialog, 'Language', 'French');
    await waitFor(() => expect(releases(table)).toEqual(['C']));

    await choose(user, dialog, 'Type', 'Hearing impaired');
    expect(await within(dialog).findByText('No result matches the filters')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(releases(table)).toEqual(['A', 'B', 'C', 'D']));
    expect(within(dialog).getByRole('combobox', { name: 'Provider' })).toHaveTextContent(
      'All providers',
    );
  });

  it('keeps the forced, the normal, or the hearing-impaired results', async () => {
    const { user } = renderWithProviders(<></>);
    const { dialog, table } = await searchWithResults(user);
    await choose(user, dialog, 'Type', 'Forced');
    await waitFor(() => expect(releases(table)).toEqual(['C']));
    await choose(user, dialog, 'Type', 'Normal');
    await waitFor(() => expect(releases(table)).toEqual(['A', 'D']));
    await choose(user, dialog, 'Type', 'Hearing impaired');
    await waitFor(() => expect(releases(table)).toEqual(['B']));
  });

  it('hides results under a minimum score', async () => {
    const { user } = renderWithProviders(<></>);
    const { dialog, table } = await searchWithResults(user);
    await typeNumber(user, within(dialog).getByRole('spinbutton', { name: 'Minimum score' }), '70');
    await waitFor(() => expect(releases(table)).toEqual(['A', 'B']));
  });

  it('forgets the filters when the modal closes', async () => {
    server.use(http.get('*/api/providers/movies', () => HttpResponse.json({ data: RESULTS })));
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open search
          </button>
          <ManualSearchModal open={open} onClose={() => setOpen(false)} {...MOVIE} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Search Subtitles' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await within(dialog).findByRole('table', { name: 'Search results' });
    await choose(user, dialog, 'Provider', 'subdivx');
    await within(dialog).findByText('1 of 4 results');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search Subtitles' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const again = await screen.findByRole('dialog', { name: 'Search Subtitles' });
    await user.click(within(again).getByRole('button', { name: 'Search' }));
    const table = await within(again).findByRole('table', { name: 'Search results' });
    await waitFor(() => expect(releases(table)).toEqual(['A', 'B', 'C', 'D']));
    expect(within(again).queryByText(/of 4 results/)).not.toBeInTheDocument();
  });
});

describe('manual search sorting', () => {
  it('sorts by any column, both ways', async () => {
    const { user } = renderWithProviders(<></>);
    const { table } = await searchWithResults(user);
    // jsdom shows the phone layout, where HI, Forced and Uploader are hidden (no accessible name): find the
    // header by its text.
    const sortBy = async (name: string) => {
      const header = [...table.querySelectorAll('th')].find((th) => th.textContent === name);
      const button = header?.querySelector('button');
      if (!button) throw new Error(`No sortable column ${name}`);
      await user.click(button);
    };

    // Best first by default.
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await sortBy('Score');
    expect(releases(table)).toEqual(['D', 'C', 'B', 'A']);

    await sortBy('Provider');
    expect(releases(table)).toEqual(['A', 'B', 'C', 'D']);
    await sortBy('Provider');
    expect(releases(table)).toEqual(['D', 'B', 'C', 'A']);

    await sortBy('Language');
    expect(releases(table)).toEqual(['A', 'B', 'C', 'D']);

    await sortBy('Uploader');
    // Alice, Bob, Carl, then the result without an uploader.
    expect(releases(table)).toEqual(['C', 'B', 'D', 'A']);

    await sortBy('Match');
    expect(releases(table)).toEqual(['B', 'D', 'C', 'A']);

    await sortBy('HI');
    expect(releases(table)[3]).toBe('B');
    await sortBy('Forced');
    expect(releases(table)[3]).toBe('C');
    await sortBy('Release');
    expect(releases(table)).toEqual(['A', 'B', 'C', 'D']);
  });
});
