import { routeTabTitle } from '../../src/layout/useRouteTabTitle';

const both = { sonarr: true, radarr: true };

describe('the tab title the route manifest gives a page', () => {
  it.each([
    ['/series', { page: 'Series', section: undefined }],
    ['/series/edit', { page: 'Mass Editor', section: 'Series' }],
    ['/history/stats', { page: 'History Statistics', section: undefined }],
    ['/settings/jellyfin', { page: 'Jellyfin', section: 'Settings' }],
    ['/system/backup', { page: 'Backups', section: 'System' }],
  ])('names %s', (pathname, expected) => {
    expect(routeTabTitle(pathname, both)).toEqual(expected);
  });

  it("leaves an item's page to name itself, once its title is in", () => {
    expect(routeTabTitle('/series/12', both)).toBeNull();
    expect(routeTabTitle('/movies/7', both)).toBeNull();
  });

  it('names no page the managers hide, nor an unknown one', () => {
    expect(routeTabTitle('/history/series', { sonarr: false, radarr: true })).toBeNull();
    expect(routeTabTitle('/history/movies', { sonarr: false, radarr: true })).toEqual({
      page: 'Movies History',
      section: undefined,
    });
    expect(routeTabTitle('/nowhere', both)).toBeNull();
    expect(routeTabTitle('/settings/nowhere', both)).toBeNull();
  });
});
