import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpisodeHistoryEntry, MovieHistoryEntry } from '../../../src/api/schemas/history';
import {
  blacklistableSubtitle,
  EpisodeHistoryBlacklistButton,
  formatScore,
  HistoryActionIcon,
  HistoryDate,
  MatchesPopover,
  MovieHistoryBlacklistButton,
  NOT_MATCHING_NOTE,
  useHistoryRowKeys,
} from '../../../src/features/history';
import { renderUi } from '../../components/render';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { field, requestsTo } from '../../pages/history/listTestKit';

const { backend } = setupDemoServer();

const movieEntry: MovieHistoryEntry = {
  title: 'Amélie',
  radarrId: 1,
  action: 1,
  language: { name: 'French', code2: 'fr', code3: 'fra', forced: false, hi: false },
  provider: 'subdl',
  score: '85.83%',
  matches: ['title', 'year'],
  dont_matches: ['video_codec'],
  timestamp: '7 minutes ago',
  parsed_timestamp: '11/21/26 15:41:52',
  description: 'French subtitles downloaded from subdl with a score of 85.83%.',
  blacklisted: false,
  upgradable: true,
  subs_id: 'subdl-132798',
  subtitles_path: '/media/movies/Amélie (2001)/Amélie (2001).fr.srt',
  monitored: true,
  tags: [],
};

const episodeEntry: EpisodeHistoryEntry = {
  ...movieEntry,
  seriesTitle: 'Severance',
  episode_number: '1x5',
  episodeTitle: 'The Wild Tide',
  sonarrSeriesId: 13,
  sonarrEpisodeId: 310,
};

describe('HistoryActionIcon', () => {
  it.each([
    [0, 'Delete'],
    [1, 'Download'],
    [2, 'Manual'],
    [3, 'Upgrade'],
    [4, 'Upload'],
    [5, 'Sync'],
    [6, 'Translated'],
    [7, 'Unknown'],
    [-1, 'Unknown'],
  ])('names action %i %s and shows it as a tooltip', async (action, name) => {
    const user = userEvent.setup();
    renderUi(<HistoryActionIcon action={action} />);
    const icon = screen.getByRole('img', { name });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
  });
});

describe('HistoryDate', () => {
  it('shows the humanised time and the full timestamp on hover', async () => {
    const user = userEvent.setup();
    renderUi(<HistoryDate timestamp="7 minutes ago" parsedTimestamp="11/21/26 15:41:52" />);
    await user.hover(screen.getByText('7 minutes ago'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('11/21/26 15:41:52');
  });

  it('shows the time alone when there is no full timestamp', async () => {
    const user = userEvent.setup();
    renderUi(<HistoryDate timestamp="a day ago" parsedTimestamp={null} />);
    await user.hover(screen.getByText('a day ago'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('MatchesPopover', () => {
  it('lists what matched and what did not', async () => {
    const user = userEvent.setup();
    renderUi(<MatchesPopover matches={['series', 'season']} dontMatches={['resolution']} />);
    await user.click(screen.getByRole('button', { name: 'Matches: 2 matched, 1 not matched' }));
    const matched = await screen.findByRole('list', { name: 'Matching' });
    expect(matched).toHaveTextContent('series');
    expect(matched).toHaveTextContent('season');
    expect(screen.getByRole('list', { name: 'Not Matching' })).toHaveTextContent('resolution');
    expect(screen.getByText('Scoring Criteria')).toBeInTheDocument();
    expect(screen.getByText(NOT_MATCHING_NOTE)).toBeInTheDocument();
  });

  it('takes the keyboard focus on opening and gives it back to its button on Escape', async () => {
    const user = userEvent.setup();
    renderUi(<MatchesPopover matches={['series']} dontMatches={['resolution']} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Scoring Criteria' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Matches: / })).toHaveFocus());
  });

  it('leaves out an empty list', async () => {
    const user = userEvent.setup();
    renderUi(<MatchesPopover matches={['title']} dontMatches={[]} />);
    await user.click(screen.getByRole('button', { name: 'Matches: 1 matched, 0 not matched' }));
    expect(await screen.findByRole('list', { name: 'Matching' })).toHaveTextContent('title');
    expect(screen.queryByRole('list', { name: 'Not Matching' })).not.toBeInTheDocument();
    expect(screen.queryByText(NOT_MATCHING_NOTE)).not.toBeInTheDocument();
  });

  it('shows nothing without any match data (uploads, deletions)', () => {
    renderUi(<MatchesPopover matches={[]} dontMatches={[]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('formatScore', () => {
  it.each([
    ['91.67%', '91.67%'],
    ['88', '88%'],
    [null, ''],
    ['', ''],
  ])('shows %j as %j', (score, shown) => expect(formatScore(score)).toBe(shown));
});

describe('the blacklist action of a history row', () => {
  it('is offered only for subtitles with a provider, an id, a file and a language', () => {
    expect(blacklistableSubtitle(movieEntry)).toEqual({
      provider: 'subdl',
      subs_id: 'subdl-132798',
      subtitles_path: movieEntry.subtitles_path,
      language: 'fr',
    });
    expect(blacklistableSubtitle({ ...movieEntry, provider: null })).toBeNull();
    expect(blacklistableSubtitle({ ...movieEntry, subs_id: null })).toBeNull();
    expect(blacklistableSubtitle({ ...movieEntry, subtitles_path: null })).toBeNull();
    expect(blacklistableSubtitle({ ...movieEntry, language: null })).toBeNull();

    renderUi(<MovieHistoryBlacklistButton entry={{ ...movieEntry, provider: null }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is disabled when the subtitle is already blacklisted', () => {
    renderUi(<EpisodeHistoryBlacklistButton entry={{ ...episodeEntry, blacklisted: true }} />);
    expect(screen.getByRole('button', { name: 'Blacklisted' })).toBeDisabled();
  });

  it('blacklists an episode subtitle with its provider, id, file and language', async () => {
    const episode = backend.state.episodes.get(episodeEntry.sonarrEpisodeId);
    if (!episode) throw new Error('demo episode missing');
    const entry = { ...episodeEntry, sonarrSeriesId: episode.seriesId };
    const { user } = renderWithProviders(<EpisodeHistoryBlacklistButton entry={entry} />);
    await user.click(screen.getByRole('button', { name: 'Add to Blacklist' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/episodes/blacklist')).toHaveLength(1),
    );
    const [post] = requestsTo(backend, 'POST', '/api/episodes/blacklist');
    expect(post?.query).toEqual({ seriesid: [String(episode.seriesId)], episodeid: ['310'] });
    expect(post?.form).toEqual({
      provider: ['subdl'],
      subs_id: ['subdl-132798'],
      subtitles_path: [entry.subtitles_path],
      language: ['fr'],
    });
    expect(post?.status).toBe(200);
  });

  it('blacklists a movie subtitle for that movie', async () => {
    const { user } = renderWithProviders(<MovieHistoryBlacklistButton entry={movieEntry} />);
    await user.click(screen.getByRole('button', { name: 'Add to Blacklist' }));
    await waitFor(() =>
      expect(requestsTo(backend, 'POST', '/api/movies/blacklist')).toHaveLength(1),
    );
    const [post] = requestsTo(backend, 'POST', '/api/movies/blacklist');
    expect(field(post?.query ?? {}, 'radarrid')).toBe('1');
    expect(field(post?.form ?? {}, 'subs_id')).toBe('subdl-132798');
  });
});

describe('useHistoryRowKeys', () => {
  it('gives every entry its own key, even identical ones, and keeps keys across renders', () => {
    const entries = [movieEntry, { ...movieEntry }, { ...movieEntry, action: 0 }];
    const movieIdOf = (entry: MovieHistoryEntry) => entry.radarrId;
    const { result, rerender } = renderHook(() => useHistoryRowKeys(entries, movieIdOf));
    const keys = entries.map(result.current);
    expect(new Set(keys).size).toBe(3);
    rerender();
    expect(entries.map(result.current)).toEqual(keys);
  });
});
