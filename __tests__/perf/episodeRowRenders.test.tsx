import { screen, waitFor, within } from '@testing-library/react';
import type { SubtitleChips as RealSubtitleChips } from '../../src/features/subtitles/chips/SubtitleChips';
import { connectRealtime, makeTestStore, type TestStore } from '../realtime/support';
import { BREAKING_BAD, renderSeriesPage } from '../pages/series/detailSupport';
import { setupDemoServer } from '../support/render';

// Counts, per episode, the renders of the subtitle chips of its row: a row that renders renders them again.
const mockRenders = new Map<number, number>();
jest.mock('../../src/features/subtitles/chips/SubtitleChips', () => {
  const actual = jest.requireActual<{ SubtitleChips: typeof RealSubtitleChips }>(
    '../../src/features/subtitles/chips/SubtitleChips',
  );
  return {
    ...actual,
    SubtitleChips(props: Parameters<typeof RealSubtitleChips>[0]) {
      const { target } = props;
      if (target.kind === 'episode')
        mockRenders.set(target.episodeId, (mockRenders.get(target.episodeId) ?? 0) + 1);
      return actual.SubtitleChips(props);
    },
  };
});

const { backend } = setupDemoServer();

/** Waits until the store has no request under way (refreshes after an event included). */
const settled = (store: TestStore) =>
  waitFor(() =>
    expect(
      Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending'),
    ).toEqual([]),
  );

/** The episodes of the latest season of Breaking Bad, as the page lists them (latest first). */
function latestSeasonEpisodes() {
  const ids = backend.state.episodesBySeries.get(BREAKING_BAD.id) ?? [];
  return ids
    .flatMap((id) => backend.state.episodes.get(id) ?? [])
    .filter((episode) => episode.season === BREAKING_BAD.latestSeason);
}

describe('realtime episode events on a series page', () => {
  it('re-render the row of the changed episode only', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    renderSeriesPage(BREAKING_BAD.id, { store });
    const season = await screen.findByRole('table', {
      name: `Season ${BREAKING_BAD.latestSeason}`,
    });
    const episodes = latestSeasonEpisodes();
    const [, changed] = episodes;
    if (!changed || episodes.length < 3) throw new Error('The demo season is too short');
    await within(season).findByText(changed.title);
    await settled(store);
    mockRenders.clear();

    // Sonarr renamed the episode; Bazarr tells every client with one 'episode' event.
    changed.title = 'Renamed upstream';
    backend.control.emit({ type: 'episode', action: 'update', payload: changed.id });

    expect(await within(season).findByText('Renamed upstream')).toBeInTheDocument();
    await settled(store);
    expect([...mockRenders.keys()]).toEqual([changed.id]);
    unplug();
  });

  it('re-render no row when an episode event brings no change', async () => {
    const store = makeTestStore();
    const { unplug } = connectRealtime(store, backend);
    renderSeriesPage(BREAKING_BAD.id, { store });
    const season = await screen.findByRole('table', {
      name: `Season ${BREAKING_BAD.latestSeason}`,
    });
    const [episode] = latestSeasonEpisodes();
    if (!episode) throw new Error('The demo season is empty');
    await within(season).findByText(episode.title);
    await settled(store);
    mockRenders.clear();
    backend.control.clearRequests();

    backend.control.emit({ type: 'episode', action: 'update', payload: episode.id });
    // The event was applied once the episode has been read again.
    await waitFor(() =>
      expect(backend.control.requests.map(({ path }) => path)).toEqual(['/api/episodes']),
    );
    await settled(store);
    expect([...mockRenders.keys()]).toEqual([]);
    unplug();
  });
});
