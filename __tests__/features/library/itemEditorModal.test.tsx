import { screen, waitFor, within } from '@testing-library/react';
import { moviesApi } from '../../../src/api/movies';
import { makeStore } from '../../../src/app/store';
import { ItemEditorModal } from '../../../src/features/library';
import { fakeSocketFactory } from '../../realtime/fakeSocket';
import { renderWithProviders, setupDemoServer, TEST_ENVIRONMENT } from '../../support/render';
import {
  moviesInOrder,
  otherProfile,
  profileChanges,
  profileName,
  allowBusyMachine,
} from './libraryTestKit';

const { backend } = setupDemoServer();
allowBusyMachine();

function storeWithMovie(radarrId: number) {
  const store = makeStore({ environment: TEST_ENVIRONMENT, socketFactory: fakeSocketFactory() });
  return store.dispatch(moviesApi.endpoints.getMoviesByIds.initiate([radarrId])).then(() => store);
}

describe('ItemEditorModal', () => {
  it("says 'Invalid profile' and sends nothing for an item it does not know", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ItemEditorModal type="series" itemId={987654} open onClose={onClose} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Series' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Invalid profile')).toBeInTheDocument();
    expect(profileChanges(backend, 'series')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a movie from the store by its id, as the detail page opens it', async () => {
    const movie = moviesInOrder(backend).find((candidate) => candidate.profileId !== null);
    if (!movie || movie.profileId === null) throw new Error('No movie with a profile');
    const target = otherProfile(backend, movie.profileId);
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ItemEditorModal type="movie" itemId={movie.id} open onClose={onClose} />,
      { store: await storeWithMovie(movie.id) },
    );

    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Movie' }));
    expect(dialog.getByText(movie.title)).toBeInTheDocument();
    const select = dialog.getByRole('combobox', { name: 'Languages Profile' });
    await waitFor(() => expect(select).toHaveTextContent(profileName(backend, movie.profileId)));
    await user.click(select);
    await user.click(await dialog.findByRole('option', { name: target.name }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(profileChanges(backend, 'movies')).toEqual([
      { ids: [String(movie.id)], profileids: [String(target.profileId)] },
    ]);
  });

  it('closes on Cancel without sending anything', async () => {
    const [movie] = moviesInOrder(backend);
    if (!movie) throw new Error('The demo has no movies');
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ItemEditorModal type="movie" itemId={movie.id} open onClose={onClose} />,
      { store: await storeWithMovie(movie.id) },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Movie' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(profileChanges(backend, 'movies')).toEqual([]);
  });
});
