import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupDemoServer } from '../../support/render';
import { bodyRows, gate, openListPage, PAGE_LOAD } from '../history/listTestKit';

const { server } = setupDemoServer();

jest.setTimeout(90_000);

const TABLE = 'Wanted Episodes';
const TOTAL = 1200;
const HOSTILE = '<script>alert(1)</script> <img src=x onerror=alert(2)>';

/** A long wanted list in Bazarr's shape: every tenth episode belongs to a series with a hostile title. */
const EPISODES = Array.from({ length: TOTAL }, (_, index) => ({
  seriesTitle: index % 10 === 0 ? HOSTILE : `Series ${Math.floor(index / 10)}`,
  episode_number: `1x${(index % 10) + 1}`,
  episodeTitle: `Episode ${index}`,
  missing_subtitles: [{ name: 'English', code2: 'en', code3: 'eng', forced: false, hi: false }],
  sonarrSeriesId: Math.floor(index / 10) + 1,
  sonarrEpisodeId: index + 1,
  sceneName: null,
  tags: [],
  seriesType: 'standard',
}));
const HOSTILE_COUNT = EPISODES.filter((episode) => episode.seriesTitle === HOSTILE).length;

/** Answers GET episodes/wanted from EPISODES, by page or by id; `hold` may delay or fail a page. */
function serveWanted(
  hold: (start: number) => Promise<Response | undefined> = async () => undefined,
) {
  server.use(
    http.get('*/api/episodes/wanted', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const ids = params.getAll('episodeid[]').map(Number);
      if (ids.length > 0) {
        const data = EPISODES.filter((episode) => ids.includes(episode.sonarrEpisodeId));
        return HttpResponse.json({ data, total: data.length });
      }
      const start = Number(params.get('start') ?? 0);
      const length = Number(params.get('length') ?? -1);
      const held = await hold(start);
      if (held) return held;
      const data = length < 0 ? EPISODES.slice(start) : EPISODES.slice(start, start + length);
      return HttpResponse.json({ data, total: TOTAL });
    }),
  );
}

describe('Wanted Episodes: reading the whole list for a filter', () => {
  it('shows the first matches at once, then reads the rest with progress before Search these is offered', async () => {
    const second = gate();
    serveWanted(async (start) => {
      if (start === 500) await second.wait;
      return undefined;
    });
    const { user } = await openListPage('/wanted/series?q=series%201', 'Episodes');

    // 'Series 1', 'Series 10' to 'Series 19', 'Series 100' to 'Series 119'...: those of the first 500 show.
    const matches = (upTo: number) =>
      EPISODES.slice(0, upTo).filter((episode) => episode.seriesTitle.startsWith('Series 1'))
        .length;
    expect(
      await screen.findByText(
        `${matches(500)} of 500 episodes match so far (read 500 of 1,200)`,
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Reading the wanted episodes' }),
    ).toBeInTheDocument();
    expect(await bodyRows(TABLE)).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Search these' })).toBeDisabled();

    second.open();
    expect(
      await screen.findByText(`${matches(TOTAL)} of 1,200 episodes match`, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search these' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Search All' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(/^Show 26 to 50 of/, {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('says when a part fails, and Retry reads it again', async () => {
    let failures = 1;
    serveWanted(async (start) => {
      if (start !== 1000 || failures === 0) return undefined;
      failures -= 1;
      return HttpResponse.json('Database is locked', { status: 500 });
    });
    const { user } = await openListPage('/wanted/series?q=series', 'Episodes');
    expect(
      await screen.findByText('Error 500: Database is locked', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search these' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const named = EPISODES.filter((episode) => episode.seriesTitle.startsWith('Series')).length;
    expect(
      await screen.findByText(
        `${named.toLocaleString('en-US')} of 1,200 episodes match`,
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('finds and shows hostile titles as text', async () => {
    serveWanted();
    await openListPage(`/wanted/series?q=${encodeURIComponent('<script>')}`, 'Episodes');
    expect(
      await screen.findByText(`${HOSTILE_COUNT} of 1,200 episodes match`, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    const rows = await bodyRows(TABLE);
    expect(rows).toHaveLength(25);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: HOSTILE })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('<script>');
  });
});
