import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupDemoServer } from '../../support/render';
import { bodyRows, gate, openListPage, PAGE_LOAD } from '../history/listTestKit';

const { server } = setupDemoServer();

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

const ENGLISH = { name: 'English', code2: 'en', code3: 'eng', forced: false, hi: false };

/** An episode of EPISODES as GET episodes has it, missing what `missing` says now. */
function libraryEpisode(id: number, missing: (id: number) => (typeof ENGLISH)[]) {
  const wanted = EPISODES[id - 1];
  return {
    sonarrEpisodeId: id,
    sonarrSeriesId: wanted?.sonarrSeriesId ?? 1,
    season: 1,
    episode: (id % 10) + 1,
    title: wanted?.episodeTitle ?? '',
    path: `/tv/${id}.mkv`,
    sceneName: null,
    monitored: true,
    audio_language: [],
    subtitles: [],
    missing_subtitles: missing(id),
  };
}

/**
 * Answers as Bazarr up to 1.5.7: GET episodes/wanted from EPISODES by page (`hold` may delay or fail a page),
 * with no rows at all by id; GET episodes by id from the library, which misses what `missing` says.
 */
function serveWanted(
  hold: (start: number) => Promise<Response | undefined> = async () => undefined,
  missing: (id: number) => (typeof ENGLISH)[] = () => [ENGLISH],
) {
  server.use(
    http.get('*/api/episodes/wanted', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.getAll('episodeid[]').length > 0) return HttpResponse.json({ data: [], total: 0 });
      const start = Number(params.get('start') ?? 0);
      const length = Number(params.get('length') ?? -1);
      const held = await hold(start);
      if (held) return held;
      const data = length < 0 ? EPISODES.slice(start) : EPISODES.slice(start, start + length);
      return HttpResponse.json({ data, total: TOTAL });
    }),
    http.get('*/api/episodes', ({ request }) => {
      const ids = new URL(request.url).searchParams.getAll('episodeid[]').map(Number);
      return HttpResponse.json({ data: ids.map((id) => libraryEpisode(id, missing)) });
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

  it('keeps every match while the rows shown are read again, and drops only what the library says is done', async () => {
    // The first row shown ('Episode 1', id 2) has been searched meanwhile: the library says it misses nothing now.
    serveWanted(undefined, (id) => (id === 2 ? [] : [ENGLISH]));
    await openListPage('/wanted/series?q=series', 'Episodes');
    const named = EPISODES.filter((episode) => episode.seriesTitle.startsWith('Series')).length;
    const counter = `${(named - 1).toLocaleString('en-US')} of 1,200 episodes match`;
    expect(await screen.findByText(counter, {}, PAGE_LOAD)).toBeInTheDocument();
    // The next page's rows are read again too; none of them leaves the list.
    const rows = await bodyRows(TABLE);
    expect(rows).toHaveLength(25);
    expect(within(rows[0] as HTMLElement).queryByText('Episode 1')).not.toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Episode 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search these' })).toBeEnabled());
    expect(screen.getByText(counter)).toBeInTheDocument();
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
