import { screen, waitFor, within } from '@testing-library/react';
import { recordHistory } from '../../../src/demo/core/state/history';
import type { HistoryInput } from '../../../src/demo/core/state/history';
import {
  demoEpisode,
  failingRequests,
  heldRequests,
  requestsTo,
} from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, findEpisodeRow, renderSeriesPage } from './detailSupport';

const { server, backend } = setupDemoServer();

/** 2x8 of the demo: English and French files, and no history of its own. */
const episodeOf = () => demoEpisode(backend, BREAKING_BAD.id, 2, 8);

function addHistory(input: Omit<HistoryInput, 'kind' | 'itemId' | 'time' | 'subtitlesPath'>) {
  const episode = episodeOf();
  const file = episode.subtitles.find((subtitle) => subtitle.code2 === input.code2);
  backend.control.mutate((state) =>
    recordHistory(state, {
      kind: 'episode',
      itemId: episode.id,
      subtitlesPath: file?.path ?? null,
      time: Date.now() - 3 * 60_000,
      ...input,
    }),
  );
}

const historyRequests = () => requestsTo(backend, 'GET', '/api/episodes/history');

async function chip(name: string) {
  const row = await findEpisodeRow(2, episodeOf().title);
  return within(row).getByRole('button', { name });
}

async function hoverChip(name: string) {
  await rendered.user.hover(await chip(name));
  return screen.findByRole('tooltip');
}

/** The tooltip once it says more than 'Loading history...'. */
async function expectTooltip(text: string | RegExp) {
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(text));
  return screen.getByRole('tooltip');
}

let rendered: ReturnType<typeof renderSeriesPage>;

describe('where an episode subtitle came from', () => {
  it('tells on hover, from one history read per episode and only once asked', async () => {
    addHistory({ action: 1, code2: 'en', provider: 'podnapisi', score: 300 });
    addHistory({ action: 3, code2: 'en', provider: 'addic7ed', score: 330 });
    const held = heldRequests('get', '*/api/episodes/history');
    server.use(held.handler);
    rendered = renderSeriesPage(BREAKING_BAD.id);
    await findEpisodeRow(2, episodeOf().title);
    expect(historyRequests()).toHaveLength(0);

    expect(await hoverChip('en English subtitle')).toHaveTextContent('Loading history...');
    held.release();
    // The latest entry for the English file: the upgrade.
    await expectTooltip('Upgraded · addic7ed · 91.67% · 3 minutes ago');
    await rendered.user.unhover(await chip('en English subtitle'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await hoverChip('fr French subtitle');
    await expectTooltip('Unknown: no history for this subtitle');
    expect(historyRequests().map((request) => request.query)).toEqual([
      { episodeid: [String(episodeOf().id)] },
    ]);
  });

  it('shows the details at the top of the chip menu', async () => {
    addHistory({ action: 6, code2: 'fr', detail: 'English' });
    rendered = renderSeriesPage(BREAKING_BAD.id);
    await rendered.user.click(await chip('fr French subtitle'));
    const menu = await screen.findByRole('menu');
    const source = await within(menu).findByRole('group', { name: 'Source' });
    expect(await within(source).findByText('Translated')).toBeInTheDocument();
    expect(within(source).getByText('Provider').nextSibling).toHaveTextContent('-');
    expect(within(source).getByText('Date').nextSibling).toHaveTextContent(
      /3 minutes ago \(\d\d\/\d\d\/\d\d/,
    );
    // The actions are still there below.
    expect(within(menu).getByRole('menuitem', { name: 'Delete...' })).toBeInTheDocument();
  });

  it.each([
    [2, 'Manual'],
    [4, 'Uploaded'],
    [5, 'Synced'],
    [1, 'Downloaded'],
  ])('names action %i %s', async (action, word) => {
    addHistory({
      action: action as HistoryInput['action'],
      code2: 'en',
      provider: 'opensubtitlescom',
    });
    rendered = renderSeriesPage(BREAKING_BAD.id);
    await hoverChip('en English subtitle');
    await expectTooltip(new RegExp(`^${word} · `));
  });

  it('shows hostile provider text as text', async () => {
    addHistory({
      action: 1,
      code2: 'en',
      provider: '<script>alert(1)</script><b>x</b>',
      score: 360,
    });
    rendered = renderSeriesPage(BREAKING_BAD.id);
    await hoverChip('en English subtitle');
    await expectTooltip('Downloaded · <script>alert(1)</script><b>x</b> · 100.0%');
    expect(document.querySelector('script, b')).toBeNull();
  });

  it('says when the history cannot be read', async () => {
    server.use(failingRequests('get', '*/api/episodes/history'));
    rendered = renderSeriesPage(BREAKING_BAD.id);
    await hoverChip('en English subtitle');
    await expectTooltip('History could not be loaded');
  });
});
