import { act, screen, waitFor } from '@testing-library/react';
import { languageLabel } from '../../../src/components';
import { languageInfo } from '../../../src/demo/core/state/languages';
import { setupDemoServer } from '../../support/render';
import { failing, nothingWanted } from '../../support/scenarios';
import {
  bodyRows,
  openListPage,
  PAGE_LOAD,
  pagesAsked,
  requestsTo,
  rowWith,
} from '../history/listTestKit';

const { backend } = setupDemoServer();

const TABLE = 'Wanted Episodes';
const WANTED = '/api/episodes/wanted';

/** A wanted episode of the first page, missing exactly `count` languages. */
function wantedEpisode(count: number) {
  const id = backend.derived
    .wantedEpisodeIds()
    .slice(0, 25)
    .find((candidate) => backend.derived.episode(candidate).length === count);
  const episode = id === undefined ? undefined : backend.state.episodes.get(id);
  const series = episode && backend.state.series.get(episode.seriesId);
  if (!episode || !series) throw new Error(`No wanted episode misses ${count} languages`);
  const missing = backend.derived.episode(episode.id).map((language) => ({
    ...language,
    name: languageInfo(language.code2).name,
  }));
  return { episode, series, missing };
}

/** The accessible name of a missing-language chip. */
const chipName = (language: Parameters<typeof languageLabel>[0] | undefined) =>
  language
    ? `Search ${languageLabel(language)} ${languageLabel(language, 'name')} subtitles`
    : 'Search ? subtitles';

describe('Wanted Episodes', () => {
  it('lists a page of episodes linking to their series, with the page size from the settings', async () => {
    const { episode, series } = wantedEpisode(1);
    await openListPage('/wanted/series', 'Episodes');

    const row = await rowWith(TABLE, episode.title);
    expect(row.getByRole('link', { name: series.title })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    expect(
      // jsdom applies no media query: the phone layout shows, the episode number under the series.
      row.getByRole('cell', { name: `${series.title} ${episode.season}x${episode.episode}` }),
    ).toBeInTheDocument();
    expect(await bodyRows(TABLE)).toHaveLength(25);
    const total = backend.derived.wantedEpisodeIds().length;
    expect(screen.getByText(`Show 1 to 25 of ${total} entries`)).toBeInTheDocument();
    expect(pagesAsked(backend, WANTED)).toEqual([{ start: '0', length: '25' }]);
  });

  it('asks the server for the page the user opens', async () => {
    const { user } = await openListPage('/wanted/series', 'Episodes');
    await rowWith(TABLE, wantedEpisode(1).episode.title);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(/Show 26 to 50 of/, {}, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText(/Show 76 to 100 of/, {}, PAGE_LOAD)).toBeInTheDocument();

    expect(pagesAsked(backend, WANTED)).toEqual([
      { start: '0', length: '25' },
      { start: '25', length: '25' },
      { start: '75', length: '25' },
    ]);
  });

  it('searches a missing language in the background; the episode then leaves the list', async () => {
    const { episode, missing } = wantedEpisode(1);
    const [language] = missing;
    const { user } = await openListPage('/wanted/series', 'Episodes');
    const row = await rowWith(TABLE, episode.title);

    await user.click(row.getByRole('button', { name: chipName(language) }));

    expect(await screen.findByText('Searching subtitles...', {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(episode.title)).not.toBeInTheDocument());
    const [search, ...others] = requestsTo(backend, 'PATCH', '/api/episodes/subtitles');
    expect(others).toHaveLength(0);
    expect(search?.query).toEqual({
      seriesid: [String(episode.seriesId)],
      episodeid: [String(episode.id)],
    });
    expect(search?.form).toEqual({
      language: [language?.code2],
      hi: [language?.hi ? 'True' : 'False'],
      forced: [language?.forced ? 'True' : 'False'],
    });
  });

  it('offers one chip per missing language, each searching its own language', async () => {
    const { episode, missing } = wantedEpisode(2);
    const [, second] = missing;
    const { user } = await openListPage('/wanted/series', 'Episodes');
    const row = await rowWith(TABLE, episode.title);
    expect(row.getAllByRole('button', { name: /^Search .* subtitles$/ })).toHaveLength(2);

    await user.click(row.getByRole('button', { name: chipName(second) }));

    await waitFor(() =>
      expect(requestsTo(backend, 'PATCH', '/api/episodes/subtitles')).toHaveLength(1),
    );
    expect(requestsTo(backend, 'PATCH', '/api/episodes/subtitles')[0]?.form.language).toEqual([
      second?.code2,
    ]);
    // The row follows what is still missing (a profile cutoff may make the other language unneeded).
    const stillMissing = backend.derived.episode(episode.id).length;
    await waitFor(async () => {
      const chips = screen.queryByText(episode.title)
        ? (await rowWith(TABLE, episode.title)).queryAllByRole('button', { name: /^Search / })
        : [];
      expect(chips).toHaveLength(stillMissing);
    });
  });

  it('searches everything wanted with Search All, which waits while it runs', async () => {
    const held = backend.control.hold('PATCH', '/api/series');
    const { user } = await openListPage('/wanted/series', 'Episodes');
    await rowWith(TABLE, wantedEpisode(1).episode.title);
    const searchAll = screen.getByRole('button', { name: 'Search All' });
    expect(searchAll).toBeEnabled();

    await user.click(searchAll);
    await waitFor(() => expect(searchAll).toBeDisabled());
    held.release();
    await waitFor(() => expect(searchAll).toBeEnabled());
    // The list is read again once the search is over.
    await waitFor(() => expect(pagesAsked(backend, WANTED)).toHaveLength(2));
  });

  it('sends the search-wanted action', async () => {
    const { user } = await openListPage('/wanted/series', 'Episodes');
    await rowWith(TABLE, wantedEpisode(1).episode.title);
    await user.click(screen.getByRole('button', { name: 'Search All' }));
    await waitFor(() => expect(requestsTo(backend, 'PATCH', '/api/series')).toHaveLength(1));
    expect(requestsTo(backend, 'PATCH', '/api/series')[0]?.form).toEqual({
      action: ['search-wanted'],
    });
  });

  it('says when nothing is missing, and then offers no Search All', async () => {
    nothingWanted(backend, 'episode');
    await openListPage('/wanted/series', 'Episodes');
    expect(
      await screen.findByText('No missing Series subtitles', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search All' })).toBeDisabled();
  });

  it('shows a server error with Retry', async () => {
    failing(backend, 'GET /api/episodes/wanted', 500, 'Database is locked');
    await openListPage('/wanted/series', 'Episodes');
    expect(
      await screen.findByText('Error 500: Database is locked', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search All' })).toBeDisabled();
  });

  it("reads the list again on the realtime 'episode-wanted' and 'reset-episode-wanted' events", async () => {
    const { sockets } = await openListPage('/wanted/series', 'Episodes');
    await rowWith(TABLE, wantedEpisode(1).episode.title);
    const socket = sockets.latest();
    act(() => socket.emit('connect'));

    act(() => socket.data('episode-wanted', wantedEpisode(1).episode.id));
    await waitFor(() => expect(pagesAsked(backend, WANTED)).toHaveLength(2));
    act(() => socket.data('reset-episode-wanted'));
    await waitFor(() => expect(pagesAsked(backend, WANTED)).toHaveLength(3));
  });
});
