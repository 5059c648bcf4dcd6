import { screen, waitFor, within } from '@testing-library/react';
import { languageLabel } from '../../../src/components';
import { languageInfo } from '../../../src/demo/core/state/languages';
import { setupDemoServer } from '../../support/render';
import { pagesAsked } from '../history/listTestKit';
import {
  chooseFromMenu,
  moviesInOrder,
  otherProfile,
  profileChanges,
  profileName,
  allowBusyMachine,
  openPage,
  rowWith,
  sortButton,
} from '../../features/library/libraryTestKit';
import { forgetListDefaults } from '../../features/library/listStateKit';

const { backend } = setupDemoServer();
allowBusyMachine();
// Sorting remembers the order for the next visit: each test starts without it.
forgetListDefaults();

const TABLE = 'Movies';

/** A movie of the first page that misses subtitles. */
function movieMissingSubtitles() {
  const movie = moviesInOrder(backend)
    .slice(0, 25)
    .find((candidate) => backend.derived.movie(candidate.id).length > 0);
  if (!movie || movie.profileId === null) throw new Error('No movie misses subtitles');
  return { movie, profileId: movie.profileId, missing: backend.derived.movie(movie.id) };
}

describe('Movies list', () => {
  it('shows monitored, name, audio, profile and missing subtitles, with a link', async () => {
    const { movie, profileId, missing } = movieMissingSubtitles();
    await openPage('/movies', 'Movies');

    const row = await rowWith(TABLE, movie.title);
    expect(row.getByRole('link', { name: movie.title })).toHaveAttribute(
      'href',
      `/movies/${movie.id}`,
    );
    expect(
      row.getByRole('img', {
        name: movie.monitored ? 'Monitored in Radarr' : 'Unmonitored in Radarr',
      }),
    ).toBeInTheDocument();
    expect(row.getByText(languageInfo(movie.audio[0] ?? '').name)).toBeInTheDocument();
    expect(row.getByText(profileName(backend, profileId))).toBeInTheDocument();
    for (const language of missing) {
      const name = `${languageLabel({ ...language, name: languageInfo(language.code2).name }, 'name')} subtitle, missing`;
      expect(row.getByRole('img', { name })).toHaveAttribute('data-palette', 'yellow');
    }
    expect(row.getByRole('button', { name: 'Edit Movie' })).toBeEnabled();
    expect(screen.getByText('Show 1 to 25 of 100 entries')).toBeInTheDocument();
  });

  it('names unmonitored movies so', async () => {
    const [movie] = moviesInOrder(backend);
    if (!movie) throw new Error('The demo has no movies');
    movie.monitored = false;
    await openPage('/movies', 'Movies');
    const row = await rowWith(TABLE, movie.title);
    expect(row.getByRole('img', { name: 'Unmonitored in Radarr' })).toBeInTheDocument();
  });

  it('disables Mass Edit when the library has no movies at all', async () => {
    backend.control.mutate((state) => {
      state.movies.clear();
      state.movieOrder.length = 0;
    });
    await openPage('/movies', 'Movies');
    expect(await screen.findByText('No movies found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mass Edit' })).toBeDisabled();
  });

  it('loads only the first page, and the rest when a sort needs it', async () => {
    const { user } = await openPage('/movies', 'Movies');
    await screen.findByText('Show 1 to 25 of 100 entries');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pagesAsked(backend, '/api/movies')).toEqual([{ start: '0', length: '25' }]);

    await user.click(sortButton('Name'));
    await waitFor(() =>
      expect(pagesAsked(backend, '/api/movies')).toEqual([
        { start: '0', length: '25' },
        { start: '25', length: '500' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('saves a profile from Edit Movie', async () => {
    const { movie, profileId } = movieMissingSubtitles();
    const target = otherProfile(backend, profileId);
    const { user } = await openPage('/movies', 'Movies');

    const row = await rowWith(TABLE, movie.title);
    await user.click(row.getByRole('button', { name: 'Edit Movie' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Movie' }));
    await user.click(dialog.getByRole('combobox', { name: 'Languages Profile' }));
    await user.click(await dialog.findByRole('option', { name: target.name }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profileChanges(backend, 'movies')).toEqual([
      { ids: [String(movie.id)], profileids: [String(target.profileId)] },
    ]);
    expect((await rowWith(TABLE, movie.title)).getByText(target.name)).toBeInTheDocument();
  });

  it('mass edits every movie of every page', async () => {
    const all = moviesInOrder(backend);
    const { user } = await openPage('/movies', 'Movies');
    await user.click(screen.getByRole('button', { name: 'Mass Edit' }));
    await screen.findByRole('heading', { name: 'Movies Mass Editor', level: 1 });
    await screen.findByText('Show 1 to 25 of 100 entries');

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await chooseFromMenu(user, 'Change Profile', 'Clear');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { name: 'Movies', level: 1 });
    const [change] = profileChanges(backend, 'movies');
    expect([...(change?.ids ?? [])].sort()).toEqual(all.map((movie) => String(movie.id)).sort());
    expect(change?.profileids).toEqual(all.map(() => ''));
    expect(all.every((movie) => backend.state.movies.get(movie.id)?.profileId === null)).toBe(true);
  });
});
