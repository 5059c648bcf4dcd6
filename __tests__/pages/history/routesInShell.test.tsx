import { screen } from '@testing-library/react';
import { setupDemoServer } from '../../support/render';
import { openPage, PAGE_LOAD } from './listTestKit';

setupDemoServer();

describe('the wanted, history and blacklist pages inside the app', () => {
  it.each([
    ['/wanted/series', 'Wanted', 'Episodes', 'Wanted Episodes'],
    ['/wanted/movies', 'Wanted', 'Movies', 'Wanted Movies'],
    ['/history/series', 'History', 'Episodes', 'Episodes History'],
    ['/history/movies', 'History', 'Movies', 'Movies History'],
    ['/blacklist/series', 'Blacklist', 'Episodes', 'Blacklisted Episodes'],
    ['/blacklist/movies', 'Blacklist', 'Movies', 'Blacklisted Movies'],
  ])('%s shows the %s %s page', async (route, group, heading, table) => {
    await openPage(route, heading);
    expect(screen.getAllByText(group).length).toBeGreaterThan(0);
    expect(await screen.findByRole('table', { name: table }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('/history/stats loads the statistics with their chart library', async () => {
    await openPage('/history/stats', 'Statistics');
    expect(await screen.findByRole('group', { name: 'Totals' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown page of a group', async () => {
    await openPage('/blacklist/nothing', '404');
    expect(screen.getByText('The Request URL No Found')).toBeInTheDocument();
  });
});
