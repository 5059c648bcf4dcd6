import { act, screen, waitFor } from '@testing-library/react';
import type { SubtitleRecord } from '../../../src/demo/core/state/types';
import { subtitlePathFor } from '../../../src/demo/core/state/media';
import { connectRealtime, makeTestStore } from '../../realtime/support';
import { demoEpisode, requestsTo } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, NO_PROFILE_SERIES, renderSeriesPage } from './detailSupport';

const { backend } = setupDemoServer();

/** The header button of a season (its accessible name holds the counts). */
function seasonHeader(season: number) {
  return screen.getByRole('button', { name: new RegExp(`^Season ${season}\\b`) });
}

function file(path: string, code2: string): SubtitleRecord {
  return {
    code2,
    hi: false,
    forced: false,
    path: subtitlePathFor(path, code2, false, false),
    file_size: 1,
  };
}

describe('subtitle counts per season', () => {
  it("counts each season's subtitles for the profile's languages (English + French)", async () => {
    renderSeriesPage(BREAKING_BAD.id);
    await screen.findByRole('table', { name: 'Season 2' });
    // Season 2 of the demo: 11 episodes, 22 wanted; 10 there (an embedded English track and an English HI file
    // count for English; a German file does not count).
    expect(seasonHeader(2)).toHaveTextContent('10/22 subtitles');
    expect(seasonHeader(1)).toHaveTextContent('16/30 subtitles');
    expect(screen.queryByText('No missing subtitles')).not.toBeInTheDocument();
    // Counting reads the store: no request of its own.
    expect(requestsTo(backend, 'GET', '/api/episodes/history')).toHaveLength(0);
  });

  it('says when a season has nothing missing', async () => {
    backend.control.mutate((state) => {
      for (const id of state.episodesBySeries.get(BREAKING_BAD.id) ?? []) {
        const episode = state.episodes.get(id);
        if (episode?.season === 1)
          episode.subtitles = [file(episode.path, 'en'), file(episode.path, 'fr')];
      }
    });
    renderSeriesPage(BREAKING_BAD.id);
    await screen.findByRole('table', { name: 'Season 2' });
    expect(seasonHeader(1)).toHaveTextContent('30/30 subtitles');
    expect(seasonHeader(1)).toHaveTextContent('No missing subtitles');
    expect(seasonHeader(2)).not.toHaveTextContent('No missing subtitles');
  });

  it('shows no count for a series without a language profile', async () => {
    renderSeriesPage(NO_PROFILE_SERIES.id);
    await screen.findByRole('button', { name: 'Expand all' });
    expect(screen.queryByText(/\d+\/\d+ subtitles?$/)).not.toBeInTheDocument();
  });

  it('follows a realtime episode event, with no request beyond the episode itself', async () => {
    const store = makeTestStore();
    const episode = demoEpisode(backend, BREAKING_BAD.id, 2, 11);
    renderSeriesPage(BREAKING_BAD.id, { store });
    await screen.findByRole('table', { name: 'Season 2' });
    expect(seasonHeader(2)).toHaveTextContent('10/22 subtitles');
    let unplug = () => {};
    act(() => {
      unplug = connectRealtime(store, backend).unplug;
    });
    backend.control.clearRequests();

    // Another client adds the French file of 2x11; the backend announces the episode.
    backend.control.mutate((state) => {
      state.episodes.get(episode.id)?.subtitles.push(file(episode.path, 'fr'));
    });
    backend.control.emit({ type: 'episode', action: 'update', payload: episode.id });

    await waitFor(() => expect(seasonHeader(2)).toHaveTextContent('11/22 subtitles'));
    expect(seasonHeader(1)).toHaveTextContent('16/30 subtitles');
    expect(backend.control.requests.map((request) => request.path)).toEqual(['/api/episodes']);
    unplug();
  });
});
