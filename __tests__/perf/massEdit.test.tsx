import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MoviesMassEditPage } from '../../src/pages/movies/index/MoviesMassEditPage';
import {
  allowBusyMachine,
  chooseFromMenu,
  moviesInOrder,
  otherProfile,
  profileChanges,
} from '../features/library/libraryTestKit';
import { renderWithProviders, setupDemoServer } from '../support/render';

const { backend } = setupDemoServer();
allowBusyMachine();

/** Small background pages, so that the library arrives in several requests as a large one does. */
const CHUNK_SIZE = 15;

function renderEditor() {
  return renderWithProviders(
    <Routes>
      <Route path="/movies/edit" element={<MoviesMassEditPage chunkSize={CHUNK_SIZE} />} />
      <Route path="/movies" element={<h1>Movies list</h1>} />
    </Routes>,
    { route: '/movies/edit' },
  );
}

describe('the movies mass editor on a library loaded in pages', () => {
  it('sends every movie of every background page in one save', async () => {
    const all = moviesInOrder(backend);
    expect(all.length).toBeGreaterThan(3 * CHUNK_SIZE);
    const target = otherProfile(backend, null);
    const { user } = renderEditor();
    // The whole library has arrived once the loading line is gone and the last movie is counted.
    await screen.findByText(`Show 1 to 25 of ${all.length} entries`);
    await waitFor(() => expect(screen.queryByText(/^Loading movies/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText(`${all.length} selected`)).toBeInTheDocument();
    await chooseFromMenu(user, 'Change Profile', target.name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Movies list' })).toBeInTheDocument();
    const changes = profileChanges(backend, 'movies');
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect([...(change?.ids ?? [])].sort()).toEqual(all.map((movie) => String(movie.id)).sort());
    expect(change?.profileids).toEqual(all.map(() => String(target.profileId)));
  });
});
