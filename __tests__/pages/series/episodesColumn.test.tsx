import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Series } from '../../../src/api/schemas/series';
import { sample } from '../../api/support/apiTestKit';
import { setupDemoServer } from '../../support/render';
import {
  allowBusyMachine,
  columnTexts,
  openPage,
  rowWith,
  sortButton,
} from '../../features/library/libraryTestKit';
import { forgetListDefaults } from '../../features/library/listStateKit';

const { server } = setupDemoServer();
allowBusyMachine();
forgetListDefaults();

const TABLE = 'Series';
const EPISODES_COLUMN = 4;

/**
 * Real Bazarr 1.5.2 series (GET /api/series), with Doctor Who at 25 episode files of which 4 miss subtitles and
 * Chernobyl without a profile, served page by page as Bazarr does.
 */
function serveSampleSeries(): Series[] {
  const series = sample<{ data: Series[] }>('GET_api_series.json').data.map((item) =>
    item.title === 'Doctor Who (2005)'
      ? { ...item, episodeFileCount: 25, episodeMissingCount: 4 }
      : item.title === 'Chernobyl'
        ? { ...item, profileId: null, episodeMissingCount: 0 }
        : item,
  );
  server.use(
    http.get('*/api/series', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const start = Number(params.get('start') ?? 0);
      const length = Number(params.get('length') ?? -1);
      const page = length < 0 ? series.slice(start) : series.slice(start, start + length);
      return HttpResponse.json({ data: page, total: series.length });
    }),
  );
  return series;
}

const progressOf = async (title: string) =>
  (await rowWith(TABLE, title)).getByRole('progressbar', { name: 'Episodes' });

describe('Series list, Episodes column', () => {
  it('shows have/total and fills the bar to the same share', async () => {
    serveSampleSeries();
    await openPage('/series', 'Series');

    const doctorWho = await rowWith(TABLE, 'Doctor Who (2005)');
    expect(doctorWho.getByText('21/25')).toBeInTheDocument();
    const bar = doctorWho.getByRole('progressbar', { name: 'Episodes' });
    expect(bar).toHaveAttribute('aria-valuenow', '84');
    expect(bar).toHaveAttribute('aria-valuetext', '21 of 25 episodes have their subtitles');
    expect(bar.firstElementChild).toHaveStyle({ width: '84%' });

    // Andor as Bazarr sends it: 24 files, 21 of them missing subtitles.
    const andor = await rowWith(TABLE, 'Andor');
    expect(andor.getByText('3/24')).toBeInTheDocument();
    const andorBar = await progressOf('Andor');
    expect(andorBar).toHaveAttribute('aria-valuenow', '13');
    expect(andorBar.firstElementChild).toHaveStyle({ width: '12.5%' });

    // Complete: the whole bar.
    const cowboyBebop = await progressOf('Cowboy Bebop');
    expect(cowboyBebop).toHaveAttribute('aria-valuenow', '100');
    expect(cowboyBebop.parentElement).toHaveTextContent('26/26');
  });

  it('counts nothing for a series without a profile, and its bar stays empty', async () => {
    serveSampleSeries();
    await openPage('/series', 'Series');

    const chernobyl = await rowWith(TABLE, 'Chernobyl');
    expect(chernobyl.getByText('–/5')).toBeInTheDocument();
    expect(chernobyl.queryByText('5/5')).not.toBeInTheDocument();
    const bar = chernobyl.getByRole('progressbar', { name: 'Episodes' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', 'No languages profile, 5 episodes');
  });

  it('sorts by the share the bar shows, the least complete first and series without a figure last', async () => {
    const series = serveSampleSeries();
    const { user } = await openPage('/series', 'Series');
    await screen.findByText(`Show 1 to 25 of ${series.length} entries`);

    await user.click(sortButton('Episodes'));
    const labels = await columnTexts(TABLE, EPISODES_COLUMN);
    const shares = labels.map((label) => {
      const [have, total] = label.split('/').map(Number);
      return have / total;
    });
    expect(labels[0]).toBe('0/26'); // Dark: every episode misses subtitles
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(labels).toContain('21/25');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await columnTexts(TABLE, EPISODES_COLUMN)).toEqual(['–/5']);
  });
});
