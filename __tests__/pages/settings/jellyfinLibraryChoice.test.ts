import {
  libraryIds,
  libraryOptions,
  namesOf,
} from '../../../src/pages/settings/jellyfin/libraryChoice';

const MOVIES = { id: 'm1', name: 'Movies', type: 'movies' };
const FOUR_K = { id: 'm2', name: '4K', type: 'movies' };

describe('choosing Jellyfin libraries', () => {
  it('reads a stored list, or a single name, as names', () => {
    expect(namesOf(['Movies', 4, '4K'])).toEqual(['Movies', '4K']);
    expect(namesOf('Movies')).toEqual(['Movies']);
    expect(namesOf('')).toEqual([]);
    expect(namesOf(null)).toEqual([]);
  });

  it("offers the server's libraries, then saved names it does not list", () => {
    expect(libraryOptions([MOVIES], ['Old', 'Movies'])).toEqual([
      { value: 'Movies', label: 'Movies' },
      { value: 'Old', label: 'Old (unavailable)' },
    ]);
    // Nothing listed (Bazarr could not reach the server): not called unavailable.
    expect(libraryOptions([], ['Old'])).toEqual([{ value: 'Old', label: 'Old' }]);
  });

  it('stores the ids of the listed libraries chosen, and keeps the unknown ids while an unlisted name stays', () => {
    expect(libraryIds(['4K', 'Movies'], [MOVIES, FOUR_K], ['m1', 'gone'])).toEqual(['m2', 'm1']);
    expect(libraryIds(['Movies', 'Old'], [MOVIES, FOUR_K], ['m1', 'gone'])).toEqual(['m1', 'gone']);
    expect(libraryIds([], [MOVIES], ['m1'])).toEqual([]);
  });
});
