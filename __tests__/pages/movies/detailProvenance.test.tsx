import { screen, waitFor, within } from '@testing-library/react';
import { recordHistory, type HistoryInput } from '../../../src/demo/core/state/history';
import { requestsTo } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { PARASITE, findSubtitleRow, renderMoviePage } from './detailSupport';

const { backend } = setupDemoServer();

function fileOf(code2: string) {
  const movie = backend.state.movies.get(PARASITE.id);
  const file = movie?.subtitles.find((subtitle) => subtitle.code2 === code2 && subtitle.path);
  if (!file) throw new Error(`Parasite has no ${code2} file`);
  return file;
}

function addHistory(
  code2: string,
  entry: Pick<HistoryInput, 'action' | 'time'> & Partial<HistoryInput>,
) {
  const subtitlesPath = fileOf(code2).path;
  backend.control.mutate((state) =>
    recordHistory(state, { kind: 'movie', itemId: PARASITE.id, code2, subtitlesPath, ...entry }),
  );
}

const historyRequests = () => requestsTo(backend, 'GET', '/api/movies/history');

describe('where a movie subtitle came from', () => {
  it('shows the source of each file on hover and in a popover, from one history read', async () => {
    // The English file was downloaded, then synced; the French one was uploaded, then deleted, and came back
    // without a trace.
    const time = Date.now() - 2 * 24 * 3600_000;
    addHistory('en', { action: 1, provider: 'subdl', score: 110, time: time - 60_000 });
    addHistory('en', { action: 5, time });
    addHistory('fr', { action: 4, provider: 'manual', score: 120, time: time - 60_000 });
    addHistory('fr', { action: 0, time });
    const { user } = renderMoviePage(PARASITE.id);
    const englishRow = await findSubtitleRow('English subtitle');
    expect(historyRequests()).toHaveLength(0);
    // The embedded English track has no source button.
    const embeddedRow = await findSubtitleRow('English subtitle, embedded');
    expect(within(embeddedRow).queryByRole('button', { name: /^Source/ })).not.toBeInTheDocument();

    const englishSource = () =>
      within(englishRow).getByRole('button', { name: 'Source of the English subtitle' });
    // A plain button until first used: no popover machine on the page before.
    expect(englishSource()).toHaveAttribute('aria-expanded', 'false');
    await user.hover(englishSource());
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Synced · 2 days ago'),
    );
    await user.click(englishSource());
    // The popover's trigger replaces the plain button once its code has arrived.
    await waitFor(() => expect(englishSource()).toHaveAttribute('aria-expanded', 'true'));
    const popover = await screen.findByRole('dialog', { name: 'Source of the English subtitle' });
    expect(within(popover).getByText('Synced')).toBeInTheDocument();
    expect(within(popover).getByText('Score').nextSibling).toHaveTextContent('-');
    // The popover takes focus a frame after it opens; Escape is meant for it.
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const frenchRow = await findSubtitleRow('French subtitle');
    await user.click(
      within(frenchRow).getByRole('button', { name: 'Source of the French subtitle' }),
    );
    const french = await screen.findByRole('dialog', { name: 'Source of the French subtitle' });
    expect(
      await within(french).findByText('No history entry matches this subtitle.'),
    ).toBeInTheDocument();
    expect(within(french).getByText('Unknown')).toBeInTheDocument();
    expect(historyRequests().map((request) => request.query)).toEqual([
      { radarrid: [String(PARASITE.id)] },
    ]);
  });
});
