import type { SortState } from '../../../components';

/** How a library list shows its items. */
export type LibraryView = 'table' | 'posters';

/** A yes/no filter; null lets every item through. */
export type YesNo = 'yes' | 'no';

/** The filters of a library list beside the title text; null (or 'any') lets every item through. */
export interface LibraryFilters {
  /** A profile id, or 'none' for items without a profile. */
  profile: number | 'none' | null;
  /** 'yes': items missing subtitles; 'no': items missing none. */
  missing: YesNo | null;
  monitored: YesNo | null;
  /** Series only: 'standard', 'anime', 'daily'. */
  seriesType: string | null;
  tag: string | null;
  /** An audio language by name, as the items list it ('English'). */
  audio: string | null;
}

/** What a library list shows: the address holds it on the index pages, local state in the mass editor. */
export interface LibraryListState {
  text: string;
  filters: LibraryFilters;
  /** null keeps the server's order (by sort title). */
  sort: SortState | null;
  /** Zero-based page of the table. */
  page: number;
  /** Rows per page; null follows the settings (general.page_size). */
  pageSize: number | null;
  view: LibraryView;
}

export type ListStateChange = Partial<LibraryListState>;

/** A list state and the way to change it (a change of text, filters, sort or page size goes to page 1). */
export interface ListStateControl {
  state: LibraryListState;
  change: (change: ListStateChange) => void;
}

export const NO_FILTERS: LibraryFilters = {
  profile: null,
  missing: null,
  monitored: null,
  seriesType: null,
  tag: null,
  audio: null,
};

export const INITIAL_LIST_STATE: LibraryListState = {
  text: '',
  filters: NO_FILTERS,
  sort: null,
  page: 0,
  pageSize: null,
  view: 'table',
};

export function activeFilterCount(filters: LibraryFilters): number {
  return Object.values(filters).filter((value) => value !== null).length;
}

/** The state after a change: anything that changes the rows or their number per page starts at page 1. */
export function applyListChange(
  state: LibraryListState,
  change: ListStateChange,
): LibraryListState {
  const backToFirst =
    'text' in change || 'filters' in change || 'sort' in change || 'pageSize' in change;
  return { ...state, ...(backToFirst ? { page: 0 } : {}), ...change };
}
