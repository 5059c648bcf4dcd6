import { screen, within } from '@testing-library/react';
import type { Subtitle } from '../../../src/api/schemas/common';
import type { LanguageProfile } from '../../../src/api/schemas/languages';
import type { DemoBackend } from '../../../src/demo/core/backend';
import { ALL_RULES, selectCleanup } from '../../../src/features/cleanup/selectCleanup';
import { allowBusyMachine, openPage, seriesInOrder } from '../library/libraryTestKit';
import { requestsTo } from '../subtitles/support';
import { setupDemoServer } from '../../support/render';

const { backend } = setupDemoServer();
allowBusyMachine();

/** What the rules select over the demo's own records of these series' episodes (the rules have tests of their own). */
function expectedFiles(demo: DemoBackend, seriesIds: number[]): string[] {
  const items = seriesIds.flatMap((seriesId) => {
    const series = demo.state.series.get(seriesId);
    const profile = demo.state.profiles.find((item) => item.profileId === series?.profileId) as
      LanguageProfile | undefined;
    return (demo.state.episodesBySeries.get(seriesId) ?? []).map((episodeId) => ({
      target: { kind: 'movie' as const, radarrId: episodeId, label: '' },
      subtitles: (demo.state.episodes.get(episodeId)?.subtitles ?? []).map(
        (subtitle): Subtitle => ({ ...subtitle, name: subtitle.code2, code3: null }),
      ),
      profile,
    }));
  });
  return selectCleanup(items, ALL_RULES).map(({ file }) => file.path);
}

describe('Clean Up Subtitles in the series mass editor', () => {
  it('previews the files of every episode of the selected series, read series by series, and deletes nothing', async () => {
    const [first, second] = seriesInOrder(backend);
    if (!first || !second) throw new Error('The demo library is too small');
    const expected = expectedFiles(backend, [first.id, second.id]);
    expect(expected.length).toBeGreaterThan(1);

    const { user } = await openPage('/series/edit', 'Series Mass Editor');
    const cleanup = screen.getByRole('button', { name: 'Clean Up Subtitles' });
    expect(cleanup).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: `Select ${first.title}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${second.title}` }));
    await user.click(cleanup);

    const dialog = within(await screen.findByRole('dialog', { name: 'Clean Up Subtitles' }));
    expect(
      await dialog.findByText(`${expected.length} subtitle files will be deleted`),
    ).toBeInTheDocument();
    // Each series' episodes were read once, with the route Bazarr has.
    const reads = requestsTo(backend, 'GET', '/api/episodes').map(
      (request) => request.query?.['seriesid[]'],
    );
    expect(reads).toEqual(expect.arrayContaining([[String(first.id)], [String(second.id)]]));
    // Rows name the episode: 'Title SxE'.
    const table = within(dialog.getByRole('table', { name: 'Files to delete' }));
    expect(table.getAllByRole('row')[1]).toHaveTextContent(
      new RegExp(`(${first.title}|${second.title}) \\d+x\\d+`),
    );

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(backend, 'DELETE', '/api/episodes/subtitles')).toEqual([]);
  });
});
