import { screen, waitFor, within } from '@testing-library/react';
import { subtitleIdOf } from '../../../src/demo/core/state/subtitleIds';
import { PARASITE, renderMoviePage } from '../../pages/movies/detailSupport';
import { BREAKING_BAD, findEpisodeRow, renderSeriesPage } from '../../pages/series/detailSupport';
import { reportsBazarr } from '../../support/scenarios';
import { setupDemoServer } from '../../support/render';
import { chooseMenuItem, requestsTo } from './support';

const { backend } = setupDemoServer();

/** Parasite's English embedded track, and the id Bazarr 1.6.1 lists it with. */
function parasiteTrack() {
  const track = backend.state.movies
    .get(PARASITE.id)
    ?.subtitles.find((subtitle) => subtitle.path === null);
  if (!track) throw new Error('Parasite has no embedded track');
  return { track, id: () => subtitleIdOf(backend.state, track) };
}

/** The row of Parasite's subtitle table that says 'embedded'. */
async function embeddedRow(version: string) {
  reportsBazarr(backend, version);
  const { user } = renderMoviePage(PARASITE.id);
  const table = await screen.findByRole('table', { name: 'Subtitles' });
  const row = await waitFor(() => {
    const found = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('embedded') !== null);
    if (!found) throw new Error('no embedded row');
    return found;
  });
  return { user, row: within(row) };
}

describe("an embedded track's actions (Bazarr 1.6.1)", () => {
  it('extracts the track to a file through the task queue, naming it by its id', async () => {
    const { user, row } = await embeddedRow('1.6.1');
    await user.click(row.getByRole('button', { name: 'Subtitle Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Extract',
      'Translate from this track...',
    ]);
    await chooseMenuItem(user, 'Extract');

    expect((await screen.findAllByText('Extracting subtitles...')).length).toBeGreaterThan(0);
    await waitFor(() => expect(requestsTo(backend, 'PATCH', '/api/subtitles')).toHaveLength(1));
    const [request] = requestsTo(backend, 'PATCH', '/api/subtitles');
    expect(request?.query).toEqual({ action: ['extract'] });
    expect(request?.form).toEqual({
      type: ['movie'],
      id: [String(PARASITE.id)],
      language: ['en'],
      subtitles_id: [String(parasiteTrack().id())],
      hi: ['False'],
      forced: ['False'],
    });
  });

  it('translates from the track into the chosen language, without a path', async () => {
    const { user, row } = await embeddedRow('1.6.1');
    await user.click(row.getByRole('button', { name: 'Subtitle Actions' }));
    await chooseMenuItem(user, 'Translate from this track...');
    const dialog = within(await screen.findByRole('dialog', { name: 'Translate Subtitle(s)' }));
    expect(dialog.getByText('From the English embedded track of Parasite')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.click(dialog.getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(requestsTo(backend, 'PATCH', '/api/subtitles')).toHaveLength(1));
    const [request] = requestsTo(backend, 'PATCH', '/api/subtitles');
    expect(request?.query).toEqual({ action: ['translate'] });
    expect(request?.form).toEqual({
      type: ['movie'],
      id: [String(PARASITE.id)],
      language: ['de'],
      subtitles_id: [String(parasiteTrack().id())],
      hi: ['False'],
      forced: ['False'],
    });
    // The demo runs it as Bazarr does, as a job that writes the German file.
    await waitFor(
      () =>
        expect(
          backend.state.movies.get(PARASITE.id)?.subtitles.some((sub) => sub.code2 === 'de'),
        ).toBe(true),
      { timeout: 5000 },
    );
  });

  it.each(['1.6.0', '1.5.6'])(
    'offers nothing on an embedded track of Bazarr %s',
    async (version) => {
      const { row } = await embeddedRow(version);
      expect(row.getByText('embedded')).toBeInTheDocument();
      expect(row.queryByRole('button', { name: 'Subtitle Actions' })).not.toBeInTheDocument();
    },
  );

  it("offers them in an episode's embedded chip, and View in its files' chips", async () => {
    reportsBazarr(backend, '1.6.1');
    const episode = (backend.state.episodesBySeries.get(BREAKING_BAD.id) ?? [])
      .map((id) => backend.state.episodes.get(id))
      .find(
        (candidate) =>
          candidate?.season === BREAKING_BAD.latestSeason &&
          candidate.subtitles.some((sub) => sub.path === null) &&
          candidate.subtitles.some((sub) => sub.path !== null),
      );
    if (!episode) throw new Error('No episode with an embedded track and a file');
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    const row = within(await findEpisodeRow(episode.season, episode.title));

    await user.click(row.getByRole('button', { name: /subtitle, embedded$/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Extract',
      'Translate from this track...',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const file = episode.subtitles.find((sub) => sub.path !== null);
    await user.click(
      row.getAllByRole('button', {
        name: new RegExp(`^${file?.code2} .* subtitle$`),
      })[0] as HTMLElement,
    );
    await chooseMenuItem(user, 'View');
    expect(await screen.findByRole('dialog', { name: 'Subtitle Contents' })).toBeInTheDocument();
  });
});
