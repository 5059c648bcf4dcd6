import { serverFilterArgs } from '../../../src/features/library/progressive/ServerFirstPage';
import {
  INITIAL_LIST_STATE,
  NO_FILTERS,
  type LibraryFilters,
} from '../../../src/features/library/listState/listState';

const withFilters = (filters: Partial<LibraryFilters>) => ({
  ...INITIAL_LIST_STATE,
  filters: { ...NO_FILTERS, ...filters },
});

describe("the parameters of Bazarr 1.6.1's list filters", () => {
  it('name each filter the way GET series and movies read it', () => {
    expect(
      serverFilterArgs(
        withFilters({
          profile: 'none',
          missing: 'yes',
          monitored: 'no',
          tag: 'kids',
          audio: 'French',
        }),
      ),
    ).toEqual({
      profileid: 'none',
      missing: 'true',
      monitored: 'false',
      'tags[]': ['kids'],
      audio_language: 'French',
    });
    expect(serverFilterArgs(withFilters({ profile: 3 }))).toEqual({ profileid: '3' });
  });

  it('are none without a filter, or with what Bazarr cannot do as the browser does', () => {
    expect(serverFilterArgs(INITIAL_LIST_STATE)).toBeNull();
    expect(serverFilterArgs({ ...withFilters({ monitored: 'no' }), text: 'black' })).toBeNull();
    expect(serverFilterArgs(withFilters({ monitored: 'no', seriesType: 'anime' }))).toBeNull();
    expect(
      serverFilterArgs({
        ...withFilters({ monitored: 'no' }),
        sort: { columnId: 'name', direction: 'desc' },
      }),
    ).toBeNull();
  });
});
