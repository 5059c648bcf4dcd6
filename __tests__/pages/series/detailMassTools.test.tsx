import { screen, waitFor, within } from '@testing-library/react';
import { chooseAction, modifications, selectFiles } from '../../features/tools/toolsTestKit';
import { demoEpisode, requestsTo } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, findToolbar, renderSeriesPage } from './detailSupport';

const { backend } = setupDemoServer();

const nameOf = (path: string) => path.split('/').pop() ?? path;

/** The external files of an episode of Breaking Bad, by language. */
function filesOf(season: number, number: number) {
  const episode = demoEpisode(backend, BREAKING_BAD.id, season, number);
  const path = (code2: string) => {
    const found = episode.subtitles.find((sub) => sub.code2 === code2 && sub.path !== null);
    if (!found?.path) throw new Error(`No ${code2} file in ${season}x${number}`);
    return found.path;
  };
  return { episode, path };
}

async function openMassEdit() {
  const view = renderSeriesPage(BREAKING_BAD.id);
  const toolbar = await findToolbar();
  // The episodes load after the series: their files are what the tools list.
  await screen.findByRole('table', { name: `Season ${BREAKING_BAD.latestSeason}` });
  await view.user.click(toolbar.getByRole('button', { name: 'Mass Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subtitle Tools' });
  return { ...view, dialog };
}

describe('series Mass Edit: Subtitle Tools over every episode', () => {
  it("lists every episode's external files under the episode; only .srt files can be selected", async () => {
    const { episode: tenth, path } = filesOf(2, 10);
    const assPath = path('fr').replace(/\.srt$/, '.ja.ass');
    tenth.subtitles.push({ code2: 'ja', hi: false, forced: false, path: assPath, file_size: 10 });
    const files = (backend.state.episodesBySeries.get(BREAKING_BAD.id) ?? [])
      .flatMap((id) => backend.state.episodes.get(id)?.subtitles ?? [])
      .filter((subtitle) => subtitle.path !== null);

    const { dialog } = await openMassEdit();
    const table = within(dialog).getByRole('table', { name: 'Subtitle files' });
    // One checkbox per file of every episode (plus Select all), each file under its episode.
    expect(within(table).getAllByRole('checkbox')).toHaveLength(files.length + 1);
    expect(within(table).getByText(`2x10 · ${tenth.title}`)).toBeInTheDocument();
    const seasonOne = (backend.state.episodesBySeries.get(BREAKING_BAD.id) ?? [])
      .map((id) => backend.state.episodes.get(id))
      .find((episode) => episode?.season === 1 && episode.subtitles.some((sub) => sub.path));
    if (!seasonOne) throw new Error('No season 1 episode with a file');
    expect(
      within(table).getByText(`1x${seasonOne.episode} · ${seasonOne.title}`),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('checkbox', { name: `Select ${nameOf(assPath)}` }),
    ).toBeDisabled();
    expect(
      within(table).getByRole('checkbox', { name: `Select ${nameOf(path('fr'))}` }),
    ).toBeEnabled();
  });

  it('runs a tool on files of two episodes: one PATCH subtitles per file, for its own episode', async () => {
    const tenth = filesOf(2, 10);
    const ninth = filesOf(2, 9);
    const { user } = await openMassEdit();
    await selectFiles(user, tenth.path('fr'), ninth.path('fr'));
    await chooseAction(user, 'Remove HI Tags');
    const sent = await modifications(backend, 2);
    expect(sent).toEqual(
      [ninth, tenth].map(({ episode, path }) => ({
        action: 'remove_HI',
        type: 'episode',
        id: String(episode.id),
        language: 'fr',
        path: path('fr'),
        hi: 'False',
        forced: 'False',
      })),
    );
    // Bazarr titles the tasks by the tool.
    expect((await screen.findAllByText('Remove HI Tags')).length).toBeGreaterThan(0);
  });

  it('deletes the selected files after a confirmation, one DELETE per file', async () => {
    // Paths read before the deletion removes them from the demo library.
    const [ninth, tenth] = [filesOf(2, 9), filesOf(2, 10)].map(({ episode, path }) => ({
      episode,
      french: path('fr'),
    }));
    const { user, dialog } = await openMassEdit();
    await selectFiles(user, tenth.french, ninth.french);
    await chooseAction(user, 'Delete...');

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete subtitles?' });
    expect(
      within(confirm).getByText('The following subtitles will be deleted'),
    ).toBeInTheDocument();
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${nameOf(ninth.french)} (2x9 · ${ninth.episode.title})`,
      `${nameOf(tenth.french)} (2x10 · ${tenth.episode.title})`,
    ]);
    expect(requestsTo(backend, 'DELETE', '/api/episodes/subtitles')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect((await screen.findAllByText('Deleting subtitles...')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(requestsTo(backend, 'DELETE', '/api/episodes/subtitles')).toHaveLength(2),
    );
    expect(
      requestsTo(backend, 'DELETE', '/api/episodes/subtitles').map(({ query, form }) => ({
        query,
        form,
      })),
    ).toEqual(
      [ninth, tenth].map(({ episode, french }) => ({
        query: { seriesid: [String(BREAKING_BAD.id)], episodeid: [String(episode.id)] },
        form: { language: ['fr'], hi: ['False'], forced: ['False'], path: [french] },
      })),
    );
  });
});
