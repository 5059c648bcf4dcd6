import { seriesLibrary } from '../../../src/features/library';
import type { Series } from '../../../src/api/schemas/series';
import { itemMatcher } from '../../../src/features/library/filters/itemFilter';
import {
  applyListChange,
  INITIAL_LIST_STATE,
  NO_FILTERS,
} from '../../../src/features/library/listState/listState';
import {
  listStateParams,
  parseListState,
  type ListStateRules,
} from '../../../src/features/library/listState/listStateUrl';
import {
  listDefaultsKey,
  readListDefaults,
  storeListDefaults,
} from '../../../src/features/library/listState/rememberedDefaults';
import { initialsOf, posterUrl } from '../../../src/features/library/posters/PosterImage';

const rules: ListStateRules = { sortColumns: ['name', 'profile'], seriesTypes: true };
const parse = (query: string, with_ = rules) => parseListState(new URLSearchParams(query), with_);

const series = (changes: Partial<Series>): Series => ({
  sonarrSeriesId: 1,
  title: 'Breaking Bad',
  year: '2008',
  path: '/tv/Breaking Bad',
  poster: null,
  fanart: null,
  overview: null,
  imdbId: null,
  tvdbId: null,
  seriesType: 'standard',
  monitored: true,
  ended: true,
  lastAired: null,
  tags: [],
  profileId: 1,
  audio_language: [{ name: 'English', code2: 'en', code3: 'eng' }],
  alternativeTitles: [],
  episodeFileCount: 10,
  episodeMissingCount: 0,
  ...changes,
});

describe('list state in the address', () => {
  it('reads every part of a full address', () => {
    expect(
      parse(
        'q=bad&profile=2&missing=yes&monitored=no&type=anime&tag=4k&audio=English&sort=profile&dir=desc&page=3&size=100&view=posters',
      ),
    ).toEqual({
      text: 'bad',
      filters: {
        profile: 2,
        missing: 'yes',
        monitored: 'no',
        seriesType: 'anime',
        tag: '4k',
        audio: 'English',
      },
      page: 2,
      sort: { columnId: 'profile', direction: 'desc' },
      pageSize: 100,
      view: 'posters',
    });
    expect(parse('profile=none').filters.profile).toBe('none');
  });

  it('ignores invalid values instead of failing', () => {
    expect(
      parse(
        'profile=abc&missing=maybe&monitored=1&sort=bogus&dir=up&page=-2&size=7&view=grid&tag=%20%20',
      ),
    ).toEqual({
      text: '',
      filters: NO_FILTERS,
      page: 0,
      sort: undefined,
      pageSize: undefined,
      view: undefined,
    });
    expect(parse('page=2.5').page).toBe(0);
    expect(parse('page=0').page).toBe(0);
    expect(parse('size=1e2').pageSize).toBeUndefined();
    expect(parse('sort=name&dir=sideways').sort).toEqual({ columnId: 'name', direction: 'asc' });
    // Movie lists have no series type.
    expect(parse('type=anime', { ...rules, seriesTypes: false }).filters.seriesType).toBeNull();
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const state = {
      ...INITIAL_LIST_STATE,
      text: 'bad',
      filters: { ...NO_FILTERS, missing: 'yes' as const, profile: 'none' as const },
      sort: { columnId: 'name', direction: 'desc' as const },
      page: 1,
    };
    const params = listStateParams(state);
    expect(params.toString()).toBe(
      'q=bad&profile=none&missing=yes&sort=name&dir=desc&page=2&view=table',
    );
    expect(parse(params.toString())).toMatchObject({
      text: 'bad',
      filters: state.filters,
      sort: state.sort,
      page: 1,
      view: 'table',
    });
  });

  it('goes back to the first page when the rows change, not when the view does', () => {
    const onPage3 = { ...INITIAL_LIST_STATE, page: 2 };
    expect(applyListChange(onPage3, { filters: { ...NO_FILTERS, tag: 'x' } }).page).toBe(0);
    expect(applyListChange(onPage3, { sort: null }).page).toBe(0);
    expect(applyListChange(onPage3, { pageSize: 10 }).page).toBe(0);
    expect(applyListChange(onPage3, { view: 'posters' }).page).toBe(2);
    expect(applyListChange(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('remembered list defaults', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores and reads back sort, page size and view per section', () => {
    storeListDefaults('series', {
      sort: { columnId: 'name', direction: 'desc' },
      pageSize: 50,
      view: 'posters',
    });
    expect(readListDefaults('series', rules)).toEqual({
      sort: { columnId: 'name', direction: 'desc' },
      pageSize: 50,
      view: 'posters',
    });
    expect(readListDefaults('movies', rules)).toEqual({});
  });

  it('ignores damaged or invalid entries', () => {
    window.localStorage.setItem(listDefaultsKey('series'), '{not json');
    expect(readListDefaults('series', rules)).toEqual({});
    window.localStorage.setItem(
      listDefaultsKey('series'),
      JSON.stringify({ sort: { columnId: 'nope' }, pageSize: 3, view: 1 }),
    );
    expect(readListDefaults('series', rules)).toEqual({
      sort: undefined,
      pageSize: undefined,
      view: undefined,
    });
  });
});

describe('library filters', () => {
  const matches = (filters: Partial<typeof NO_FILTERS>, item: Series) =>
    itemMatcher(seriesLibrary, { ...NO_FILTERS, ...filters })?.(item) ?? true;

  it('lets everything through without filters', () => {
    expect(itemMatcher(seriesLibrary, NO_FILTERS)).toBeNull();
  });

  it('matches each filter on its own and all of them together', () => {
    const anime = series({
      seriesType: 'anime',
      tags: ['anime'],
      profileId: null,
      monitored: false,
      episodeMissingCount: 3,
      audio_language: [{ name: 'Japanese', code2: 'ja', code3: 'jpn' }],
    });
    const plain = series({});
    expect(matches({ profile: 'none' }, anime)).toBe(true);
    expect(matches({ profile: 'none' }, plain)).toBe(false);
    expect(matches({ profile: 1 }, plain)).toBe(true);
    expect(matches({ missing: 'yes' }, anime)).toBe(true);
    expect(matches({ missing: 'no' }, anime)).toBe(false);
    expect(matches({ monitored: 'no' }, anime)).toBe(true);
    expect(matches({ monitored: 'yes' }, anime)).toBe(false);
    expect(matches({ seriesType: 'anime' }, plain)).toBe(false);
    expect(matches({ tag: 'anime' }, anime)).toBe(true);
    expect(matches({ audio: 'English' }, anime)).toBe(false);
    expect(matches({ seriesType: 'anime', tag: 'anime', audio: 'Japanese' }, anime)).toBe(true);
    expect(matches({ seriesType: 'anime', tag: 'anime', audio: 'English' }, anime)).toBe(false);
  });
});

describe('posters', () => {
  it('uses image paths as Bazarr gives them (base URL in front), kept to the site', () => {
    expect(posterUrl('/bazarr/images/series/MediaCover/1/poster-250.jpg')).toBe(
      '/bazarr/images/series/MediaCover/1/poster-250.jpg',
    );
    expect(posterUrl(null)).toBeUndefined();
    expect(posterUrl('//evil.example/x.jpg')).toBeUndefined();
    expect(posterUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('names a placeholder with up to two initials', () => {
    expect(initialsOf('Breaking Bad')).toBe('BB');
    expect(initialsOf('Pokémon')).toBe('P');
    expect(initialsOf('the 100 (2014)')).toBe('T1');
  });
});
