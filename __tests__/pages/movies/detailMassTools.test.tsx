import { screen, within } from '@testing-library/react';
import { chooseMenuItem } from '../../features/subtitles/support';
import { chooseAction, modifications, selectFiles } from '../../features/tools/toolsTestKit';
import { setupDemoServer } from '../../support/render';
import { findMovieToolbar, PARASITE, renderMoviePage } from './detailSupport';

const { backend } = setupDemoServer();

describe('movie More Actions > Mass Edit', () => {
  it("opens Subtitle Tools over all the movie's files and runs a tool on each selected one", async () => {
    const files = (backend.state.movies.get(PARASITE.id)?.subtitles ?? []).flatMap((subtitle) =>
      subtitle.path === null ? [] : [{ ...subtitle, path: subtitle.path }],
    );
    expect(files.length).toBeGreaterThanOrEqual(2);

    const { user } = renderMoviePage(PARASITE.id);
    const toolbar = await findMovieToolbar();
    await user.click(toolbar.getByRole('button', { name: 'More Actions' }));
    await chooseMenuItem(user, 'Mass Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Subtitle Tools' });
    // Every file, none ticked yet (the embedded track is not listed).
    for (const { path } of files) {
      const name = path.split('/').pop() ?? path;
      expect(within(dialog).getByRole('checkbox', { name: `Select ${name}` })).not.toBeChecked();
    }

    await selectFiles(user, ...files.map(({ path }) => path));
    await chooseAction(user, 'Fix Uppercase');
    expect(await modifications(backend, files.length)).toEqual(
      files.map(({ path, code2, hi, forced }) => ({
        action: 'fix_uppercase',
        type: 'movie',
        id: String(PARASITE.id),
        language: code2,
        path,
        hi: hi ? 'True' : 'False',
        forced: forced ? 'True' : 'False',
      })),
    );
  });
});
