import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { historyOf } from '../../../src/demo/core/state/history';
import { episodeHistoryView } from '../../../src/demo/core/state/views';
import { setupDemoServer } from '../../support/render';
import { noHistory } from '../../support/scenarios';
import { bodyRows, openListPage, PAGE_LOAD, pagesAsked, requestsTo } from './listTestKit';

const { server, backend } = setupDemoServer();

const TABLE = 'Episodes History';
const HISTORY = '/api/episodes/history';

/** The newest episode history record, the first row of the page. */
function newestRecord() {
  const [record] = historyOf(backend.state, 'episode');
  const episode = record && backend.state.episodes.get(record.itemId);
  const series = episode && backend.state.series.get(episode.seriesId);
  if (!record || !episode || !series) throw new Error('The demo library has no episode history');
  // What the backend sends for it (its humanised time, full timestamp...).
  return { record, episode, series, entry: episodeHistoryView(record, backend.state, Date.now()) };
}

/** The first row of the table once it shows an entry (placeholder rows have no link). */
async function firstRow() {
  const row = await waitFor(async () => {
    const [first] = await bodyRows(TABLE);
    if (!first || within(first).queryAllByRole('link').length === 0)
      throw new Error('no entry yet');
    return first;
  }, PAGE_LOAD);
  return within(row);
}

describe('Episodes History', () => {
  it('shows what happened, linking to the series, a page at a time', async () => {
    const { record, episode, series } = newestRecord();
    expect(record.action).toBe(1);
    const { user } = await openListPage('/history/series', 'Episodes');
    const row = await firstRow();

    expect(row.getByRole('link', { name: series.title })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    expect(
      // jsdom applies no media query: the phone layout shows, the episode number under the series.
      row.getByRole('cell', { name: `${series.title} ${episode.season}x${episode.episode}` }),
    ).toBeInTheDocument();
    expect(row.getByText(episode.title)).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Download' })).toBeInTheDocument();
    expect(row.getByText(`${record.score}`)).toBeInTheDocument();
    expect(row.getByText(record.provider ?? '')).toBeInTheDocument();

    const total = historyOf(backend.state, 'episode').length;
    expect(screen.getByText(`Show 1 to 25 of ${total} entries`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(
      await screen.findByText(`Show 26 to ${total} of ${total} entries`, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(pagesAsked(backend, HISTORY)).toEqual([
      { start: '0', length: '25' },
      { start: '25', length: '25' },
    ]);
  });

  it('opens at the page the address names, and goes back to page 1 from the pager', async () => {
    const total = historyOf(backend.state, 'episode').length;
    const { user } = await openListPage('/history/series?page=2', 'Episodes');

    expect(
      await screen.findByText(`Show 26 to ${total} of ${total} entries`, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(
      await screen.findByText(`Show 1 to 25 of ${total} entries`, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(pagesAsked(backend, HISTORY)).toEqual([
      { start: '25', length: '25' },
      { start: '0', length: '25' },
    ]);
  });

  it('tells what happened and whether the subtitle can still be upgraded', async () => {
    const { entry } = newestRecord();
    const { user } = await openListPage('/history/series', 'Episodes');
    const row = await firstRow();

    const info = row.getByRole('img', { name: entry.description });
    await user.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(entry.description);
    const upgradable = historyOf(backend.state, 'episode')
      .slice(0, 25)
      .filter((record) => record.upgradable).length;
    expect(upgradable).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('img', { name: 'This Subtitle File Is Eligible For An Upgrade.' }),
    ).toHaveLength(upgradable);
  });

  it('explains the action icon and shows the full date on hover', async () => {
    const { entry } = newestRecord();
    const { user } = await openListPage('/history/series', 'Episodes');
    const row = await firstRow();

    const icon = row.getByRole('img', { name: 'Download' });
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download');
    await user.unhover(icon);
    // Tooltips close after a delay: the first must be gone before the next one is read.
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.hover(row.getByText(entry.timestamp));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(entry.parsed_timestamp);
  });

  it('blacklists a downloaded subtitle, after which its row says so', async () => {
    const { record, episode } = newestRecord();
    const { user } = await openListPage('/history/series', 'Episodes');
    const row = await firstRow();

    const button = row.getByRole('button', { name: 'Add to Blacklist' });
    const held = backend.control.hold('POST', '/api/episodes/blacklist');
    await user.click(button);
    // While the backend deletes the file and searches again: a spinner over the icon, no second click.
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(button).toBeDisabled();
    expect(button.querySelector('.chakra-spinner')).not.toBeNull();
    held.release();

    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/episodes/blacklist')).toHaveLength(1),
    );
    const [post] = requestsTo(backend, 'POST', '/api/episodes/blacklist');
    expect(post?.query).toEqual({
      seriesid: [String(episode.seriesId)],
      episodeid: [String(episode.id)],
    });
    expect(post?.form).toEqual({
      provider: [record.provider],
      subs_id: [record.subsId],
      subtitles_path: [record.subtitlesPath],
      language: [record.code2],
    });
    // The history is read again (a deletion comes first now); the row keeps its place in the DOM and its
    // subtitle can no longer be blacklisted.
    await waitFor(() => expect(button).toHaveAccessibleName('Blacklisted'));
    expect(button).toBeDisabled();
    expect(pagesAsked(backend, HISTORY).length).toBeGreaterThan(1);
    const [newest] = await bodyRows(TABLE);
    expect(within(newest as HTMLElement).getByRole('img', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers no blacklist action for rows without a provider subtitle, and names unknown actions', async () => {
    const { entry } = newestRecord();
    server.use(
      http.get('*/api/episodes/history', () =>
        HttpResponse.json({
          data: [
            { ...entry, action: 9, provider: null, subs_id: null, matches: [], dont_matches: [] },
          ],
          total: 1,
        }),
      ),
    );
    const { user } = await openListPage('/history/series', 'Episodes');
    const row = await firstRow();
    const icon = row.getByRole('img', { name: 'Unknown' });
    expect(row.queryByRole('button', { name: /Blacklist/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Matches/ })).not.toBeInTheDocument();
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Unknown');
  });

  it('says when there is no history', async () => {
    noHistory(backend, 'episode');
    await openListPage('/history/series', 'Episodes');
    expect(
      await screen.findByText('Nothing Found in Series History', {}, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it("reads the page again on the realtime 'episode-history' event", async () => {
    const { sockets } = await openListPage('/history/series', 'Episodes');
    await firstRow();
    const socket = sockets.latest();
    act(() => socket.emit('connect'));
    act(() => socket.data('episode-history', null));
    await waitFor(() => expect(pagesAsked(backend, HISTORY)).toHaveLength(2));
  });
});
