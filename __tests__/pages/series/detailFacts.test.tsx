import { screen, within } from '@testing-library/react';
import { demoEpisode } from '../../features/subtitles/support';
import { setupDemoServer } from '../../support/render';
import { BREAKING_BAD, findEpisodeRow, renderSeriesPage } from './detailSupport';

const { backend } = setupDemoServer();

function breakingBad() {
  const series = backend.state.series.get(BREAKING_BAD.id);
  if (!series) throw new Error('The demo has no Breaking Bad');
  return series;
}

async function findOverview() {
  return within(await screen.findByRole('region', { name: 'Overview' }));
}

describe('series overview facts', () => {
  it('shows an unmonitored, ended series with its other titles, missing count and last airdate', async () => {
    const series = breakingBad();
    backend.control.mutate(() => {
      Object.assign(series, {
        monitored: false,
        ended: true,
        lastAired: '2013-09-29',
        alternativeTitles: ['Breaking Bad: The Series', 'Pessimo'],
      });
    });
    const missing = backend.derived.missingEpisodeCount(series.id);
    renderSeriesPage(BREAKING_BAD.id);
    const overview = await findOverview();
    expect(overview.getByRole('img', { name: 'Unmonitored' })).toBeInTheDocument();
    // Each other title isolated (right-to-left ones keep their place).
    expect(overview.getByText('Also known as:').parentElement).toHaveTextContent(
      'Also known as: Breaking Bad: The Series, Pessimo',
    );
    expect(overview.getByText('Pessimo').tagName).toBe('BDI');
    expect(overview.getByText('26 files')).toBeInTheDocument();
    expect(
      overview.getByText(`${missing} ${missing === 1 ? 'missing subtitle' : 'missing subtitles'}`),
    ).toBeInTheDocument();
    expect(overview.getByText('Ended')).toBeInTheDocument();
    expect(overview.getByText('Last aired on 2013-09-29')).toBeInTheDocument();
    expect(overview.getByText(series.seriesType)).toBeInTheDocument();
  });

  it("words a continuing series' date as the last known airdate, without other titles", async () => {
    const series = breakingBad();
    backend.control.mutate(() => {
      Object.assign(series, {
        monitored: true,
        ended: false,
        lastAired: '2026-11-01',
        alternativeTitles: [],
      });
    });
    renderSeriesPage(BREAKING_BAD.id);
    const overview = await findOverview();
    expect(overview.getByRole('img', { name: 'Monitored' })).toBeInTheDocument();
    expect(overview.getByText('Continuing')).toBeInTheDocument();
    expect(overview.getByText('Last known airdate 2026-11-01')).toBeInTheDocument();
    expect(overview.queryByText('Also known as:')).not.toBeInTheDocument();
  });

  it('shows the profile name and a badge per profile language with its HI or Forced flag', async () => {
    backend.control.mutate((state) => {
      const profile = state.profiles.find((candidate) => candidate.profileId === 1);
      if (!profile) throw new Error('The demo has no profile 1');
      profile.items = [
        {
          id: 1,
          language: 'en',
          audio_exclude: 'False',
          audio_only_include: 'False',
          hi: 'False',
          forced: 'False',
        },
        {
          id: 2,
          language: 'fr',
          audio_exclude: 'False',
          audio_only_include: 'False',
          hi: 'True',
          forced: 'False',
        },
        {
          id: 3,
          language: 'de',
          audio_exclude: 'False',
          audio_only_include: 'False',
          hi: 'False',
          forced: 'True',
        },
      ];
    });
    renderSeriesPage(BREAKING_BAD.id);
    const overview = await findOverview();
    const profile = within(await overview.findByRole('list', { name: 'Languages profile' }));
    expect(profile.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English + French',
      'English',
      'French HI',
      'German Forced',
    ]);
  });

  it('says when the series has no profile', async () => {
    backend.control.mutate(() => {
      breakingBad().profileId = null;
    });
    renderSeriesPage(BREAKING_BAD.id);
    const overview = await findOverview();
    expect(await overview.findByText('No profile')).toBeInTheDocument();
    expect(overview.queryByRole('list', { name: 'Languages profile' })).not.toBeInTheDocument();
  });
});

describe('episode monitored column', () => {
  it('marks each episode monitored or unmonitored', async () => {
    const latest = demoEpisode(backend, BREAKING_BAD.id, 2, 11);
    const before = demoEpisode(backend, BREAKING_BAD.id, 2, 10);
    backend.control.mutate(() => {
      latest.monitored = false;
      before.monitored = true;
    });
    renderSeriesPage(BREAKING_BAD.id);
    const latestRow = within(await findEpisodeRow(2, latest.title));
    expect(latestRow.getByRole('img', { name: 'Unmonitored' })).toBeInTheDocument();
    const beforeRow = within(await findEpisodeRow(2, before.title));
    expect(beforeRow.getByRole('img', { name: 'Monitored' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Season 2' }));
    expect(table.getAllByRole('columnheader')[0]).toHaveTextContent('Monitored');
  });
});
