import { screen, within } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { AMELIE, PARASITE, renderMoviePage } from './detailSupport';

const { backend } = setupDemoServer();

function demoMovie(id: number) {
  const movie = backend.state.movies.get(id);
  if (!movie) throw new Error(`The demo has no movie ${id}`);
  return movie;
}

async function findOverview() {
  return within(await screen.findByRole('region', { name: 'Overview' }));
}

describe('movie overview', () => {
  it('shows the monitored mark and the other titles the movie is known by', async () => {
    backend.control.mutate(() => {
      demoMovie(AMELIE.id).monitored = true;
    });
    renderMoviePage(AMELIE.id);
    const overview = await findOverview();
    expect(overview.getByRole('img', { name: 'Monitored' })).toBeInTheDocument();
    expect(overview.getByText('Also known as:')).toBeInTheDocument();
    expect(overview.getByText('Le Fabuleux Destin d’Amélie Poulain')).toBeInTheDocument();
  });

  it('marks an unmonitored movie and lists its profile languages', async () => {
    const movie = demoMovie(PARASITE.id);
    backend.control.mutate(() => {
      movie.monitored = false;
    });
    renderMoviePage(PARASITE.id);
    const overview = await findOverview();
    expect(overview.getByRole('img', { name: 'Unmonitored' })).toBeInTheDocument();
    expect(overview.queryByText('Also known as:')).not.toBeInTheDocument();
    const profile = within(await overview.findByRole('list', { name: 'Languages profile' }));
    expect(profile.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English + French',
      'English',
      'French',
    ]);
  });
});
