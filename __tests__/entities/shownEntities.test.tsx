import { screen } from '@testing-library/react';
import { useState } from 'react';
import { createShownEntities, shownEntitiesOf } from '../../src/lib/shownEntities';
import { useShownEntities, useShownEntity } from '../../src/entities/useShownEntities';
import { renderWithProviders } from '../support/render';

describe('the registry of shown entities', () => {
  it('counts each id per kind until every row showing it is gone', () => {
    const shown = createShownEntities();
    const hideTable = shown.show('episode', [1, 2]);
    const hideModal = shown.show('episode', [2]);
    expect(shown.isShown('episode', 2)).toBe(true);
    // Kinds do not mix: series 1 is not episode 1.
    expect(shown.isShown('series', 1)).toBe(false);

    hideTable();
    expect(shown.isShown('episode', 1)).toBe(false);
    expect(shown.isShown('episode', 2)).toBe(true);
    // Hiding twice (a cleanup run again) does not take another row's count.
    hideTable();
    expect(shown.isShown('episode', 2)).toBe(true);
    hideModal();
    expect(shown.isShown('episode', 2)).toBe(false);
  });

  it('tells its listeners of the ids nobody showed before, until they unsubscribe', () => {
    const shown = createShownEntities();
    const heard: string[] = [];
    const unsubscribe = shown.onShown((kind, id) => heard.push(`${kind} ${id}`));
    shown.show('movie', [5]);
    shown.show('movie', [5, 6]);
    expect(heard).toEqual(['movie 5', 'movie 6']);

    unsubscribe();
    shown.show('series', [7]);
    expect(heard).toEqual(['movie 5', 'movie 6']);
  });
});

function EpisodeRow({ id }: { id: number }) {
  useShownEntity('episode', id);
  return <p>Episode {id}</p>;
}

const SEASON = [11, 12];

function SeasonRows() {
  useShownEntities('episode', SEASON);
  return <p>Season</p>;
}

/** A row and a season; the row moves to the next episode, the season closes. */
function Page() {
  const [episode, setEpisode] = useState(1);
  const [open, setOpen] = useState(true);
  return (
    <>
      <EpisodeRow id={episode} />
      {open && <SeasonRows />}
      <button onClick={() => setEpisode(episode + 1)}>Next episode</button>
      <button onClick={() => setOpen(false)}>Close season</button>
    </>
  );
}

describe('components showing entities', () => {
  it('count them as shown in their store while mounted', async () => {
    const { store, user, unmount } = renderWithProviders(<Page />);
    const shown = store.dispatch(shownEntitiesOf());
    const shownEpisodes = () => [1, 2, 11, 12].filter((id) => shown.isShown('episode', id));
    expect(await screen.findByText('Episode 1')).toBeInTheDocument();
    expect(shownEpisodes()).toEqual([1, 11, 12]);

    await user.click(screen.getByRole('button', { name: 'Next episode' }));
    await user.click(screen.getByRole('button', { name: 'Close season' }));
    expect(await screen.findByText('Episode 2')).toBeInTheDocument();
    expect(shownEpisodes()).toEqual([2]);

    unmount();
    expect(shownEpisodes()).toEqual([]);
  });
});
