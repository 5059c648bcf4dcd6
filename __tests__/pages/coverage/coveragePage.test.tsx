import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DemoState, ProfileItem, SubtitleRecord } from '../../../src/demo/core/state/types';
import { CoveragePage } from '../../../src/pages/coverage/CoveragePage';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { gate, requestsTo } from '../history/listTestKit';
import { allowBusyMachine, bodyRows } from '../../features/library/libraryTestKit';

const { server, backend } = setupDemoServer();
allowBusyMachine();

const TABLE = 'Coverage by language';

const fileOf = (code2: string, flags: { hi?: boolean; forced?: boolean } = {}): SubtitleRecord => ({
  code2,
  hi: flags.hi ?? false,
  forced: flags.forced ?? false,
  path: `/media/sub.${code2}.srt`,
  file_size: 100,
});
const trackOf = (code2: string): SubtitleRecord => ({
  ...fileOf(code2),
  path: null,
  file_size: null,
});
const itemOf = (id: number, language: string, flags: { hi?: boolean; forced?: boolean } = {}) =>
  ({
    id,
    language,
    hi: flags.hi ? 'True' : 'False',
    forced: flags.forced ? 'True' : 'False',
    audio_exclude: 'False',
    audio_only_include: 'False',
  }) satisfies ProfileItem;

/**
 * A library small enough to count by hand:
 * - profile 1 'Main' wants English and French forced; profile 2 'Hearing' wants English HI;
 * - series 1 (Main): episode 11 has an English file and a French embedded track, episode 12 an English HI file
 *   (which a plain English item accepts), so both miss French forced;
 * - series 2 (no profile): episode 21 has a German file and an English embedded track;
 * - movie 1 (Hearing) has a plain English file, so it misses English HI; movie 2 (no profile) has nothing.
 */
function handCountedLibrary(state: DemoState) {
  const [series1, series2] = [...state.series.values()];
  const [movie1, movie2] = [...state.movies.values()];
  const [episode] = [...state.episodes.values()];
  if (!series1 || !series2 || !movie1 || !movie2 || !episode) throw new Error('demo too small');
  state.profiles = [
    { ...state.profiles[0]!, profileId: 1, name: 'Main', cutoff: null },
    { ...state.profiles[0]!, profileId: 2, name: 'Hearing', cutoff: null },
  ];
  state.profiles[0]!.items = [itemOf(1, 'en'), itemOf(2, 'fr', { forced: true })];
  state.profiles[1]!.items = [itemOf(1, 'en', { hi: true })];
  state.series = new Map([
    [1, { ...series1, id: 1, profileId: 1 }],
    [2, { ...series2, id: 2, profileId: null }],
  ]);
  state.seriesOrder = [1, 2];
  const episodeOf = (id: number, seriesId: number, subtitles: SubtitleRecord[]) => ({
    ...episode,
    id,
    seriesId,
    episode: id,
    audio: ['en'],
    subtitles,
  });
  state.episodes = new Map([
    [11, episodeOf(11, 1, [fileOf('en'), trackOf('fr')])],
    [12, episodeOf(12, 1, [fileOf('en', { hi: true })])],
    [21, episodeOf(21, 2, [fileOf('de'), trackOf('en')])],
  ]);
  state.episodesBySeries = new Map([
    [1, [11, 12]],
    [2, [21]],
  ]);
  state.movies = new Map([
    [1, { ...movie1, id: 1, profileId: 2, audio: ['en'], subtitles: [fileOf('en')] }],
    [2, { ...movie2, id: 2, profileId: null, subtitles: [] }],
  ]);
  state.movieOrder = [1, 2];
}

/** Language -> [episodes file, embedded, missing, movies file, embedded, missing], as the table shows them. */
async function tableCounts(): Promise<Record<string, number[]>> {
  const rows = await bodyRows(TABLE);
  return Object.fromEntries(
    rows.map((row) => {
      const [language, ...cells] = within(row).getAllByRole('cell');
      const numbers = cells.flatMap((cell) =>
        [...cell.querySelectorAll('a, span[title]')].map((node) =>
          Number(node.textContent?.replace(',', '')),
        ),
      );
      return [language?.textContent ?? '', numbers];
    }),
  );
}

async function openCoverage(route = '/coverage', episodesPerChunk?: number) {
  const rendered = renderWithProviders(<CoveragePage episodesPerChunk={episodesPerChunk} />, {
    route,
  });
  await screen.findByRole('heading', { name: 'Coverage', level: 1 });
  return rendered;
}

async function finished() {
  await screen.findByText(/^Counted:/);
  expect(screen.queryByRole('status', { name: 'Reading the library' })).not.toBeInTheDocument();
}

describe('coverage counting rules', () => {
  beforeEach(() => backend.control.mutate(handCountedLibrary));

  it('counts files, embedded-only tracks and missing languages of the whole library', async () => {
    await openCoverage();
    await finished();
    expect(screen.getByText(/^Counted:/)).toHaveTextContent('Counted: 3 episodes and 2 movies.');
    // Wanted languages first (profile order), then German (a file); plain French is only ever an embedded
    // track nobody asks for, so it has no row.
    await waitFor(async () =>
      expect(await tableCounts()).toEqual({
        English: [1, 1, 0, 1, 0, 0],
        'French Forced': [0, 0, 2, 0, 0, 0],
        'English HI': [1, 0, 0, 0, 0, 1],
        German: [1, 0, 0, 0, 0, 0],
      }),
    );
  });

  it('counts one profile, and the items without one', async () => {
    const { user } = await openCoverage();
    await finished();
    const scope = screen.getByRole('combobox', { name: 'Languages profile' });
    expect(
      within(scope)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Whole library', 'Main', 'Hearing', 'No profile']);

    await user.selectOptions(scope, 'Main');
    expect(await screen.findByText(/^Counted:/)).toHaveTextContent(
      'Counted: 2 episodes and 0 movies.',
    );
    await waitFor(async () =>
      expect(await tableCounts()).toEqual({
        English: [1, 0, 0, 0, 0, 0],
        'French Forced': [0, 0, 2, 0, 0, 0],
        'English HI': [1, 0, 0, 0, 0, 0],
      }),
    );

    await user.selectOptions(scope, 'No profile');
    await waitFor(() =>
      expect(screen.getByText(/^Counted:/)).toHaveTextContent('Counted: 1 episodes and 1 movies.'),
    );
    // English is asked for by a profile: its embedded track counts here too.
    await waitFor(async () =>
      expect(await tableCounts()).toEqual({
        English: [0, 1, 0, 0, 0, 0],
        German: [1, 0, 0, 0, 0, 0],
      }),
    );
  });

  it('opens the closest filtered list from a number', async () => {
    await openCoverage('/coverage?profile=1');
    await finished();
    expect(
      await screen.findByRole('link', { name: 'French Forced: 2 episodes missing' }),
    ).toHaveAttribute('href', '/series?profile=1&missing=yes');
    expect(screen.getByRole('link', { name: 'English: 1 episode with a file' })).toHaveAttribute(
      'href',
      '/series?profile=1',
    );
  });

  it('links missing numbers of the whole library to the wanted lists', async () => {
    await openCoverage();
    await finished();
    expect(
      await screen.findByRole('link', { name: 'English HI: 1 movie missing' }),
    ).toHaveAttribute('href', '/wanted/movies?lang=en');
    expect(
      screen.getByRole('link', { name: 'English: 1 episode with an embedded track only' }),
    ).toHaveAttribute('href', '/series');
  });
});

describe('progressive reading', () => {
  const EPISODES = '/api/episodes';
  const chunkOf = (request: Request) => new URL(request.url).searchParams.getAll('seriesid[]');

  it('shows progress and partial counts while the episodes are read chunk after chunk', async () => {
    const held = gate();
    const [, second] = backend.state.seriesOrder;
    const asked: string[][] = [];
    server.use(
      http.get('*/api/episodes', async ({ request }) => {
        asked.push(chunkOf(request));
        if (chunkOf(request).includes(String(second))) await held.wait;
      }),
    );
    // About 40 episodes per request: the 30 demo series take several.
    await openCoverage('/coverage', 40);

    const status = await screen.findByRole('status', { name: 'Reading the library' });
    await waitFor(() =>
      expect(status).toHaveTextContent(
        /Read 30 of 30 series, \d+ of 30 series with their episodes, 100 of 100 movies/,
      ),
    );
    expect(screen.getByText(/^Counted so far:/)).toHaveTextContent(/100 movies/);
    // One request at a time: nothing is asked after the one held.
    expect(asked.at(-1)).toContain(String(second));

    held.open();
    await finished();
    const allSeries = requestsTo(backend, 'GET', EPISODES).flatMap(
      (request) => request.query['seriesid[]'] ?? [],
    );
    expect(allSeries.toSorted()).toEqual(backend.state.seriesOrder.map(String).toSorted());
    const episodes = backend.state.episodes.size;
    expect(screen.getByText(/^Counted:/)).toHaveTextContent(
      `Counted: ${episodes} episodes and 100 movies.`,
    );
  });

  it('stops at a failed read with the server’s text (as text), keeps what it counted, and resumes on Retry', async () => {
    const hostile = '<script>alert(1)</script> Sonarr is unreachable';
    let failures = 1;
    const [, second] = backend.state.seriesOrder;
    server.use(
      http.get('*/api/episodes', ({ request }) => {
        if (!chunkOf(request).includes(String(second)) || failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json(hostile, { status: 500 });
      }),
    );
    const { user } = await openCoverage('/coverage', 40);

    // docs/behaviour.md §8: the red notification 'Error 500' with the server's text, and the page says it where it stopped.
    expect(await screen.findByText(`Error 500: ${hostile}`)).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/^Counted so far:/)).toHaveTextContent(/100 movies/);
    expect(screen.queryByRole('status', { name: 'Reading the library' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await finished();
    expect(screen.queryByText(`Error 500: ${hostile}`)).not.toBeInTheDocument();
  });

  it('shows hostile language and profile names as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    backend.control.mutate((state) => {
      const profile = state.profiles[0];
      const english = state.languages.find((language) => language.code2 === 'en');
      if (profile) profile.name = hostile;
      if (english) english.name = hostile;
    });
    await openCoverage();
    await finished();
    expect(screen.getByRole('option', { name: hostile })).toBeInTheDocument();
    expect(screen.getAllByText(hostile).length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
