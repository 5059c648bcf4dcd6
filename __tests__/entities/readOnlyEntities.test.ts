import { episodesReceived, seriesEpisodesReceived } from '../../src/api/entityActions';
import type { Episode } from '../../src/api/schemas/episodes';
import { episodesSlice } from '../../src/entities/episodesSlice';

function episode(id: number): Episode {
  return {
    sonarrEpisodeId: id,
    sonarrSeriesId: 30,
    season: 40,
    episode: id,
    title: `Episode ${id}`,
    path: `/tv/One Piece/S40E${id}.mkv`,
    sceneName: null,
    monitored: true,
    audio_language: [{ name: 'Japanese', code2: 'ja', code3: 'jpn' }],
    subtitles: [],
    missing_subtitles: [{ name: 'English', code2: 'en', code3: 'eng', forced: false, hi: false }],
  };
}

/** Runs `act` as a production build would (process.env.NODE_ENV is a constant there). */
function inProduction<T>(act: () => T): T {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return act();
  } finally {
    process.env.NODE_ENV = before;
  }
}

describe('received entities', () => {
  it('are frozen in production, and the slice stores those very objects', () => {
    const received = [episode(1), episode(2)];
    const action = inProduction(() => seriesEpisodesReceived({ group: 30, entities: received }));
    expect(action.payload.entities.every((entity) => Object.isFrozen(entity))).toBe(true);

    const state = inProduction(() => episodesSlice.reducer(undefined, action));
    expect(state.entities[1]).toBe(received[0]);
    expect(state.entities[2]).toEqual(episode(2));
    expect(state.ids).toEqual([1, 2]);
  });

  it('are frozen deeply in development and tests, so that a mutation of the state throws there', () => {
    const received = [episode(3)];
    const state = episodesSlice.reducer(undefined, episodesReceived(received));
    expect(state.entities[3]).toBe(received[0]);
    expect(Object.isFrozen(state.entities[3])).toBe(true);
    expect(Object.isFrozen(state.entities[3]!.missing_subtitles)).toBe(true);
  });

  it('leave what did not change alone: the same state comes back', () => {
    const state = episodesSlice.reducer(undefined, episodesReceived([episode(4), episode(5)]));
    expect(episodesSlice.reducer(state, episodesReceived([episode(4)]))).toBe(state);
    expect(
      episodesSlice.reducer(
        state,
        seriesEpisodesReceived({ group: 30, entities: [episode(4), episode(5)] }),
      ),
    ).toBe(state);
  });

  it('a group drops what the server no longer lists, and appends the new ids', () => {
    const state = episodesSlice.reducer(undefined, episodesReceived([episode(4), episode(5)]));
    const next = episodesSlice.reducer(
      state,
      seriesEpisodesReceived({ group: 30, entities: [episode(5), episode(6)] }),
    );
    expect(next.ids).toEqual([5, 6]);
    expect(next.entities[4]).toBeUndefined();
    expect(next.entities[5]).toBe(state.entities[5]);
  });
});
