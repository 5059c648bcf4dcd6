import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { openListPage, PAGE_LOAD, requestsTo } from './listTestKit';

const { backend } = setupDemoServer();

const STATS = '/api/history/stats';

/** The filters of each statistics request, in order. */
function statsAsked() {
  return requestsTo(backend, 'GET', STATS).map(({ query }) => ({
    timeFrame: query.timeFrame?.[0],
    action: query.action?.[0],
    provider: query.provider?.[0],
    language: query.language?.[0],
  }));
}

const ALL = { timeFrame: 'month', action: 'All', provider: 'All', language: 'All' };

async function choose(user: UserEvent, filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('History Statistics', () => {
  it('starts with a month of everything and shows the totals of series and movies', async () => {
    await openListPage('/history/stats', 'Statistics');
    await waitFor(() => expect(statsAsked()).toEqual([ALL]));
    const totals = within(await screen.findByRole('group', { name: 'Totals' }));
    expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Series',
      'Movies',
    ]);
  });

  it('asks again with each filter the user changes', async () => {
    const { user } = await openListPage('/history/stats', 'Statistics');
    await waitFor(() => expect(statsAsked()).toHaveLength(1));

    await choose(user, 'Time Frame', 'Week');
    await choose(user, 'Action', 'Upload');
    await choose(user, 'Provider', 'podnapisi');
    await choose(user, 'Language', 'French');

    await waitFor(() =>
      expect(statsAsked().at(-1)).toEqual({
        timeFrame: 'week',
        action: '4',
        provider: 'podnapisi',
        language: 'fr',
      }),
    );
    expect(statsAsked()).toEqual([
      ALL,
      { ...ALL, timeFrame: 'week' },
      { ...ALL, timeFrame: 'week', action: '4' },
      { ...ALL, timeFrame: 'week', action: '4', provider: 'podnapisi' },
      { timeFrame: 'week', action: '4', provider: 'podnapisi', language: 'fr' },
    ]);
  });

  it('offers the providers and languages found in the history', async () => {
    const { user } = await openListPage('/history/stats', 'Statistics');
    await waitFor(() => expect(requestsTo(backend, 'GET', '/api/providers')).toHaveLength(1));
    expect(requestsTo(backend, 'GET', '/api/providers')[0]?.query).toEqual({ history: ['true'] });
    expect(requestsTo(backend, 'GET', '/api/system/languages').map((r) => r.query)).toContainEqual({
      history: ['true'],
    });

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['All', 'English', 'French', 'Spanish']);
  });

  it('totals the counts per kind', async () => {
    // 7 episode downloads and 3 movie downloads over the last two days.
    backend.control.mutate((state) => {
      const download = (kind: 'episode' | 'movie', index: number) => {
        const template = state.history.find((record) => record.kind === kind);
        if (!template) throw new Error(`no ${kind} history`);
        return {
          ...template,
          id: 1000 + index,
          action: 1 as const,
          time: Date.now() - index * 3_600_000,
        };
      };
      state.history = [
        ...Array.from({ length: 7 }, (_, index) => download('episode', index * 5)),
        ...Array.from({ length: 3 }, (_, index) => download('movie', 100 + index)),
      ];
    });
    await openListPage('/history/stats', 'Statistics');
    const totals = within(await screen.findByRole('group', { name: 'Totals' }, PAGE_LOAD));
    expect(totals.getAllByRole('definition').map((value) => value.textContent)).toEqual(['7', '3']);
  });

  it('shows a server error with Retry', async () => {
    failing(backend, 'GET /api/history/stats', 400, 'Bad timeFrame');
    await openListPage('/history/stats', 'Statistics');
    expect(await screen.findByText('Error 400: Bad timeFrame', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
