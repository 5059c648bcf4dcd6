import { seriesEpisodesTag } from '../../../src/api/tags';
import { screen, waitFor } from '@testing-library/react';
import { baseApi } from '../../../src/api/baseApi';
import { episodesApi } from '../../../src/api/episodes';
import { shownEntitiesOf } from '../../../src/lib/shownEntities';
import { requestsTo } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, renderSeriesPage } from './detailSupport';

const { backend } = setupDemoServer();

function seasonTrigger(season: number) {
  return screen.getByRole('button', { name: new RegExp(`^Season ${season}\\b`) });
}

function expandedSeasons() {
  return [1, 2].filter((season) => seasonTrigger(season).getAttribute('aria-expanded') === 'true');
}

describe('series seasons', () => {
  it('expands and collapses every season at once', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await screen.findByRole('table', { name: 'Season 2' });
    const expandAll = screen.getByRole('button', { name: 'Expand all' });
    const collapseAll = screen.getByRole('button', { name: 'Collapse all' });
    expect(expandedSeasons()).toEqual([2]);

    await user.click(expandAll);
    expect(await screen.findByRole('table', { name: 'Season 1' })).toBeInTheDocument();
    expect(expandedSeasons()).toEqual([1, 2]);
    expect(expandAll).toBeDisabled();
    expect(collapseAll).toBeEnabled();

    await user.click(collapseAll);
    await waitFor(() => expect(expandedSeasons()).toEqual([]));
    expect(collapseAll).toBeDisabled();
    expect(expandAll).toBeEnabled();
  });

  it('keeps the open seasons through a refresh of the episodes and after leaving the page', async () => {
    const { user, store, unmount } = renderSeriesPage(BREAKING_BAD.id);
    await screen.findByRole('table', { name: 'Season 2' });
    // Season 1 opened, the latest closed: not the default any more.
    await user.click(seasonTrigger(1));
    await user.click(seasonTrigger(2));
    await waitFor(() => expect(expandedSeasons()).toEqual([1]));

    // A profile change refetches its episodes.
    const episodesOf = episodesApi.endpoints.getEpisodesBySeries.select(BREAKING_BAD.id);
    const loadedAt = episodesOf(store.getState()).fulfilledTimeStamp ?? 0;
    store.dispatch(baseApi.util.invalidateTags([seriesEpisodesTag(BREAKING_BAD.id)]));
    await waitFor(() =>
      expect(episodesOf(store.getState()).fulfilledTimeStamp).toBeGreaterThan(loadedAt),
    );
    expect(requestsTo(backend, 'GET', '/api/episodes').length).toBeGreaterThan(1);
    expect(expandedSeasons()).toEqual([1]);
    expect(screen.getByRole('table', { name: 'Season 1' })).toBeVisible();

    // Away and back: the page mounts again with the same store.
    unmount();
    renderSeriesPage(BREAKING_BAD.id, { store });
    await screen.findByRole('table', { name: 'Season 1' });
    expect(expandedSeasons()).toEqual([1]);
  });

  it('remembers the choice per series', async () => {
    const { user, store, unmount } = renderSeriesPage(BREAKING_BAD.id);
    await screen.findByRole('table', { name: 'Season 2' });
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(expandedSeasons()).toEqual([1, 2]));
    unmount();

    // Another series opens on its latest season only.
    const other = [...backend.state.series.values()].find(
      (series) =>
        series.id !== BREAKING_BAD.id &&
        (backend.state.episodesBySeries.get(series.id) ?? []).length,
    );
    if (!other) throw new Error('The demo library has a single series with episodes');
    renderSeriesPage(other.id, { store });
    await screen.findByRole('button', { name: 'Expand all' });
    const expanded = screen
      .getAllByRole('button', { expanded: true })
      .filter((button) => /^(Season \d+|Specials)/.test(button.textContent ?? ''));
    expect(expanded).toHaveLength(1);
  });

  it('shows realtime the rows of the open seasons only (their episodes are read first under a stream)', async () => {
    const { user, store } = renderSeriesPage(BREAKING_BAD.id);
    await screen.findByRole('table', { name: 'Season 2' });
    const shown = store.dispatch(shownEntitiesOf());
    const episodesOf = (season: number) =>
      (backend.state.episodesBySeries.get(BREAKING_BAD.id) ?? []).filter(
        (id) => backend.state.episodes.get(id)?.season === season,
      );
    const shownOf = (season: number) =>
      episodesOf(season).filter((id) => shown.isShown('episode', id));
    expect(shownOf(2)).toEqual(episodesOf(2));
    expect(shownOf(1)).toEqual([]);
    expect(shown.isShown('series', BREAKING_BAD.id)).toBe(true);

    // A closed season leaves the page: its rows are shown no more.
    await user.click(seasonTrigger(1));
    await user.click(seasonTrigger(2));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Season 2' })).not.toBeInTheDocument(),
    );
    expect(shownOf(2)).toEqual([]);
    expect(shownOf(1)).toEqual(episodesOf(1));
  });

  it('names each open season’s episodes as a region of its button, and moves between seasons by keyboard', async () => {
    const { user } = renderSeriesPage(BREAKING_BAD.id);
    await screen.findByRole('table', { name: 'Season 2' });
    const region = screen.getByRole('region', { name: /^Season 2\b/ });
    expect(seasonTrigger(2)).toHaveAttribute('aria-controls', region.id);
    expect(screen.queryByRole('region', { name: /^Season 1\b/ })).not.toBeInTheDocument();

    seasonTrigger(2).focus();
    await user.keyboard('{ArrowDown}');
    expect(seasonTrigger(1)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(seasonTrigger(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(seasonTrigger(1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(seasonTrigger(2)).toHaveFocus();
    // Enter and Space toggle, as any button.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(expandedSeasons()).toEqual([]));
    await user.keyboard(' ');
    await waitFor(() => expect(expandedSeasons()).toEqual([2]));
  });
});
