import { screen, within } from '@testing-library/react';
import { StatusPage } from '../../../src/pages/system/status/StatusPage';
import { formatUptime } from '../../../src/pages/system/status/uptime';
import { APP_VERSION, BUGS_URL } from '../../../src/lib/appInfo';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing, reportsBazarr } from '../../support/scenarios';

const { backend } = setupDemoServer();

/** The value shown beside a label of a status section (the term's description). */
function valueOf(label: string): string | null {
  const term = screen.getByText(label);
  expect(term.tagName).toBe('DT');
  return term.nextElementSibling?.textContent ?? null;
}

describe('Status page', () => {
  it('shows versions, paths, time zone, start time and uptime', async () => {
    renderWithProviders(<StatusPage />);
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByText('Bazarr Version')).toBeInTheDocument();
    expect(valueOf('Bazarr Version')).toBe('1.5.2');
    // This UI's name and version beside Bazarr's, from package.json.
    expect(valueOf('Subtitle Desk Version')).toBe(APP_VERSION);
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(valueOf('Detected')).toBe('Bazarr 1.5.2 · base features (no jobs queue)');
    expect(valueOf('Sonarr Version')).toBe('4.0.14.2939');
    expect(valueOf('Radarr Version')).toBe('5.22.4.9896');
    expect(valueOf('Python Version')).toBe('3.11.2');
    expect(valueOf('Database')).toBe('Sqlite 3.40.1 - 4274a5dfc4ad');
    expect(valueOf('Bazarr Directory')).toBe('/opt/bazarr');
    expect(valueOf('Bazarr Config Directory')).toBe('/config');
    expect(valueOf('Time Zone')).toBe('Etc/UTC');
    expect(valueOf('Operating System')).toMatch(/^Linux-/);
    expect(valueOf('Package Version')).toBe('-');
    expect(valueOf('Start Time')).toBe(new Date(backend.state.startTime).toLocaleString());
    expect(valueOf('Uptime')).toMatch(/^\d+d \d{2}:\d{2}:\d{2}$/);
  });

  it('lists the health issues', async () => {
    renderWithProviders(<StatusPage />);
    const table = await screen.findByRole('table', { name: 'Health issues' });
    for (const issue of backend.state.health) {
      const row = within(table).getByText(issue.object).closest('tr');
      if (!row) throw new Error('No row');
      expect(within(row).getByText(issue.issue)).toBeInTheDocument();
    }
  });

  it('says when there is no health issue, and shows a failed status load', async () => {
    backend.control.mutate((state) => {
      state.health = [];
    });
    failing(backend, 'GET /api/system/status', 500, 'Internal error');
    renderWithProviders(<StatusPage />);
    expect(await screen.findByText('No issues found')).toBeInTheDocument();
    expect(await screen.findByText('Error 500: Internal error')).toBeInTheDocument();
  });

  it("links the Bazarr website, source, wiki, Discord, this UI's issue tracker and the API documentation", async () => {
    renderWithProviders(<StatusPage />);
    const more = await screen.findByRole('region', { name: 'More Info' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
    expect(hrefs).toEqual([
      ['https://www.bazarr.media', 'https://www.bazarr.media', '_blank'],
      [
        'https://github.com/morpheus65535/bazarr',
        'https://github.com/morpheus65535/bazarr',
        '_blank',
      ],
      ['https://wiki.bazarr.media', 'https://wiki.bazarr.media', '_blank'],
      ['https://discord.gg/MH2e2eb', 'https://discord.gg/MH2e2eb', '_blank'],
      [BUGS_URL, BUGS_URL, '_blank'],
      ['http://localhost/api/', 'http://localhost/api/', '_blank'],
    ]);
  });
});

describe('what the UI detected of the connected Bazarr', () => {
  const UP_TO_1_5_4 =
    'jobs queue, actions as jobs, clearing job lists, Plex sign-in · 16 settings and providers of this version';
  const JOBS_1_5_6 =
    'jobs queue, actions as jobs, clearing job lists, job reordering, queued actions, backup events';
  const UP_TO_1_5_6 = `${JOBS_1_5_6}, Plex sign-in · 25 settings and providers of this version`;
  const features = (count: number) =>
    `${JOBS_1_5_6}, expiring search results, Plex sign-in · ${count} settings and providers of this version`;
  // 1.6.0 adds Jellyfin (from 1.5.7-beta.26) and the subtitle viewer; 1.6.1 (and every later version) extracting
  // and translating embedded tracks, and the lists' filters on the server. Bazarr+ has all but Jellyfin before 2.2.0.
  const ALL_FEATURES = features(30);
  const untested = (name: string) =>
    `Subtitle Desk was tested with Bazarr 1.5.2 to 1.6.x; ${name} was not. It keeps working with what it detected: report what breaks.`;

  it.each([
    ['1.5.6', `Bazarr 1.5.6 · ${UP_TO_1_5_6}`, null],
    ['1.5.2', 'Bazarr 1.5.2 · base features (no jobs queue)', null],
    ['1.5.4', `Bazarr 1.5.4 · ${UP_TO_1_5_4}`, null],
    ['v1.6.0', `Bazarr 1.6.0 · ${features(27)}`, null],
    ['2.1.0', `Bazarr+ 2.1.0 · ${features(29)}`, untested('Bazarr+ 2.1.0')],
    ['1.7.0', `Bazarr 1.7.0 · ${ALL_FEATURES}`, untested('Bazarr 1.7.0')],
    ['1.4.5', 'Bazarr 1.4.5 · base features (no jobs queue)', untested('Bazarr 1.4.5')],
    ['nightly', 'Unknown version · base features (no jobs queue)', untested('Unknown version')],
  ])('Bazarr reporting %j: %s', async (version, detected, notice) => {
    reportsBazarr(backend, version);
    renderWithProviders(<StatusPage />);
    await screen.findByRole('region', { name: 'About' });
    expect(valueOf('Bazarr Version')).toBe(version);
    expect(valueOf('Detected')).toBe(detected);
    if (notice === null) expect(screen.queryByText(/tested with Bazarr/)).not.toBeInTheDocument();
    else expect(screen.getByRole('status')).toHaveTextContent(notice);
  });
});

describe('formatUptime', () => {
  it('counts days, hours, minutes and seconds since the start', () => {
    const start = 1_700_000_000;
    expect(formatUptime(start, start * 1000)).toBe('0d 00:00:00');
    expect(formatUptime(start, (start + 3 * 86_400 + 4 * 3600 + 5 * 60 + 6) * 1000 + 999)).toBe(
      '3d 04:05:06',
    );
    // A clock behind the server's never shows a negative uptime.
    expect(formatUptime(start, (start - 10) * 1000)).toBe('0d 00:00:00');
  });
});
