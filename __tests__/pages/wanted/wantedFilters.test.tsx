import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { languageInfo } from '../../../src/demo/core/state/languages';
import { setupDemoServer } from '../../support/render';
import { bodyRows, openListPage, PAGE_LOAD, requestsTo } from '../history/listTestKit';

const { backend } = setupDemoServer();

const TABLE = 'Wanted Episodes';

interface Wanted {
  id: number;
  seriesId: number;
  seriesTitle: string;
  season: number;
  number: string;
  missing: { code2: string; hi: boolean; forced: boolean }[];
}

/** The wanted episodes as the demo backend has them, in its order. */
function wantedEpisodes(): Wanted[] {
  return backend.derived.wantedEpisodeIds().flatMap((id) => {
    const episode = backend.state.episodes.get(id);
    const series = episode && backend.state.series.get(episode.seriesId);
    if (!episode || !series) return [];
    return [
      {
        id,
        seriesId: series.id,
        seriesTitle: series.title,
        season: episode.season,
        number: `${episode.season}x${episode.episode}`,
        missing: backend.derived.episode(id),
      },
    ];
  });
}

/** The series title and episode number of each row shown (the phone layout's first cell). */
async function shownEpisodes(): Promise<string[]> {
  return (await bodyRows(TABLE)).map(
    (row) => within(row).getAllByRole('cell')[0]?.textContent ?? '',
  );
}

const numbers = (episodes: readonly Wanted[]) =>
  episodes.map((episode) => `${episode.seriesTitle}${episode.number}`);

async function filterBy(user: UserEvent, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Filter' }), text);
}

const matchText = (count: number) => `${count} of ${wantedEpisodes().length} episodes match`;

describe('Wanted Episodes filters', () => {
  it('keeps the episodes of the series whose title holds the text, whatever the case and accents', async () => {
    const { user } = await openListPage('/wanted/series', 'Episodes');
    await screen.findByText(/^Show 1 to 25 of/, {}, PAGE_LOAD);

    await filterBy(user, 'SHERLOCK');
    const sherlock = wantedEpisodes().filter((episode) => episode.seriesTitle === 'Sherlock');
    expect(await screen.findByText(matchText(sherlock.length), {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(async () => expect(await shownEpisodes()).toEqual(numbers(sherlock)));

    // 'pokemon' finds 'Pokémon' (and 'Pokémon' only).
    await user.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await filterBy(user, 'pokemon');
    const pokemon = wantedEpisodes().filter((episode) => episode.seriesTitle === 'Pokémon');
    expect(await screen.findByText(matchText(pokemon.length), {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(async () => expect(await shownEpisodes()).toEqual(numbers(pokemon)));
  });

  it('keeps the episodes missing the chosen language, and hides the specials on demand', async () => {
    const { user } = await openListPage('/wanted/series', 'Episodes');
    await screen.findByText(/^Show 1 to 25 of/, {}, PAGE_LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Missing language' }), 'French');
    const french = wantedEpisodes().filter((episode) =>
      episode.missing.some((language) => language.code2 === 'fr'),
    );
    expect(await screen.findByText(matchText(french.length), {}, PAGE_LOAD)).toBeInTheDocument();
    for (const row of await bodyRows(TABLE))
      expect(
        within(row).getAllByRole('button', { name: /^Search fr.* French.* subtitles$/ }).length,
      ).toBeGreaterThan(0);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Missing language' }),
      'Any language',
    );
    await filterBy(user, 'the office');
    const office = wantedEpisodes().filter((episode) => episode.seriesTitle === 'The Office');
    const specials = office.filter((episode) => episode.season === 0);
    expect(specials.length).toBeGreaterThan(0);
    expect(await screen.findByText(matchText(office.length), {}, PAGE_LOAD)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Hide specials (season 0)' }));
    const regular = office.filter((episode) => episode.season !== 0);
    expect(await screen.findByText(matchText(regular.length), {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(async () => expect(await shownEpisodes()).toEqual(numbers(regular).slice(0, 25)));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(/^Show 1 to 25 of/, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('');
  });

  it('opens with the filters the address holds', async () => {
    await openListPage('/wanted/series?q=sherlock&lang=en&specials=hide', 'Episodes');
    const kept = wantedEpisodes().filter(
      (episode) =>
        episode.seriesTitle === 'Sherlock' &&
        episode.season !== 0 &&
        episode.missing.some((language) => language.code2 === 'en'),
    );
    expect(await screen.findByText(matchText(kept.length), {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('sherlock');
    expect(screen.getByRole('combobox', { name: 'Missing language' })).toHaveValue('en');
    expect(screen.getByRole('checkbox', { name: 'Hide specials (season 0)' })).toBeChecked();
  });

  it("'Search these' queues exactly the filtered episodes and languages, with progress", async () => {
    const { user } = await openListPage(
      '/wanted/series?q=sherlock&lang=fr&specials=hide',
      'Episodes',
    );
    const kept = wantedEpisodes().filter(
      (episode) =>
        episode.seriesTitle === 'Sherlock' &&
        episode.season !== 0 &&
        episode.missing.some((language) => language.code2 === 'fr'),
    );
    expect(kept.length).toBeGreaterThan(1);
    await screen.findByText(matchText(kept.length), {}, PAGE_LOAD);
    const searchThese = screen.getByRole('button', { name: 'Search these' });
    await waitFor(() => expect(searchThese).toBeEnabled());

    // The searches wait until the test has seen the progress; then the demo backend answers them.
    const held = backend.control.hold('PATCH', '/api/episodes/subtitles');
    await user.click(searchThese);

    expect(
      await screen.findByText(new RegExp(`^\\[1/${kept.length}\\] Sherlock`), {}, PAGE_LOAD),
    ).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByText('All Tasks Completed', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const searched = requestsTo(backend, 'PATCH', '/api/episodes/subtitles').map(
      (request) => `${request.query.episodeid?.[0]}:${request.form.language?.[0]}`,
    );
    expect(searched.sort()).toEqual(kept.map((episode) => `${episode.id}:fr`).sort());
    // 'Search All' was not used.
    expect(requestsTo(backend, 'PATCH', '/api/series')).toHaveLength(0);
  });

  it('reads the movies list once a title filter is set, and offers no specials', async () => {
    const { user } = await openListPage('/wanted/movies', 'Movies');
    await screen.findByText(/^Show 1 to 25 of/, {}, PAGE_LOAD);
    expect(
      screen.queryByRole('checkbox', { name: 'Hide specials (season 0)' }),
    ).not.toBeInTheDocument();

    await filterBy(user, 'EMPIRE');
    const movies = backend.derived
      .wantedMovieIds()
      .map((id) => backend.state.movies.get(id)?.title ?? '')
      .filter((title) => title.toLowerCase().includes('empire'));
    const total = backend.derived.wantedMovieIds().length;
    expect(
      await screen.findByText(`${movies.length} of ${total} movies match`, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    const rows = await bodyRows('Wanted Movies');
    expect(rows.map((row) => row.textContent)).toEqual(
      movies.slice(0, 25).map((title) => expect.stringContaining(title)),
    );
    // The language names come from the enabled languages.
    const options = within(screen.getByRole('combobox', { name: 'Missing language' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Any language',
      ...['en', 'fr', 'de', 'ja', 'es'].map((code2) => languageInfo(code2).name).sort(),
    ]);
  });
});
