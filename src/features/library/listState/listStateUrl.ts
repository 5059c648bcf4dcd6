import type { SortState } from '../../../components';
import { PAGE_SIZES } from '../../../api/settings';
import {
  NO_FILTERS,
  type LibraryFilters,
  type LibraryListState,
  type LibraryView,
  type YesNo,
} from './listState';

/** What a list accepts from an address or from storage. */
export interface ListStateRules {
  /** The columns the list can sort by. */
  sortColumns: readonly string[];
  /** Series lists filter by series type; movie lists ignore the parameter. */
  seriesTypes: boolean;
}

/** The list state an address holds; sort, page size and view are undefined when it has none (defaults apply). */
export interface UrlListState {
  text: string;
  filters: LibraryFilters;
  page: number;
  sort: SortState | undefined;
  pageSize: number | undefined;
  view: LibraryView | undefined;
}

// Parameter names: short, readable in a shared link (/movies?missing=yes&sort=name&dir=desc&page=2).
const P = {
  text: 'q',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  pageSize: 'size',
  view: 'view',
  profile: 'profile',
  missing: 'missing',
  monitored: 'monitored',
  seriesType: 'type',
  tag: 'tag',
  audio: 'audio',
} as const;

/** A free text value: trimmed, not empty, not absurdly long. */
function textValue(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > 200 ? null : trimmed;
}

function yesNo(value: string | null): YesNo | null {
  return value === 'yes' || value === 'no' ? value : null;
}

/** A positive whole number written in digits only ('2', not '2.5', '-1', '1e3' or '0x2'). */
function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

export function parseSort(
  column: unknown,
  direction: unknown,
  rules: ListStateRules,
): SortState | undefined {
  if (typeof column !== 'string' || !rules.sortColumns.includes(column)) return undefined;
  return { columnId: column, direction: direction === 'desc' ? 'desc' : 'asc' };
}

export function parsePageSize(value: unknown): number | undefined {
  const size = typeof value === 'number' ? value : positiveInt(String(value ?? ''));
  return size !== null && PAGE_SIZES.includes(size) ? size : undefined;
}

export function parseView(value: unknown): LibraryView | undefined {
  return value === 'table' || value === 'posters' ? value : undefined;
}

/** Reads a list state from the address; anything invalid is left out, never thrown. */
export function parseListState(params: URLSearchParams, rules: ListStateRules): UrlListState {
  const profileText = params.get(P.profile);
  const profile = profileText === 'none' ? 'none' : positiveInt(profileText);
  const filters: LibraryFilters = {
    ...NO_FILTERS,
    profile,
    missing: yesNo(params.get(P.missing)),
    monitored: yesNo(params.get(P.monitored)),
    seriesType: rules.seriesTypes ? textValue(params.get(P.seriesType)) : null,
    tag: textValue(params.get(P.tag)),
    audio: textValue(params.get(P.audio)),
  };
  const page = positiveInt(params.get(P.page));
  return {
    text: params.get(P.text)?.slice(0, 200) ?? '',
    filters,
    page: page === null ? 0 : page - 1,
    sort: parseSort(params.get(P.sort), params.get(P.direction), rules),
    pageSize: parsePageSize(params.get(P.pageSize)),
    view: parseView(params.get(P.view)),
  };
}

/** The address of a list state: only what differs from 'nothing chosen', page 1-based. */
export function listStateParams(state: LibraryListState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set(P.text, state.text);
  const { filters } = state;
  set(P.profile, filters.profile);
  set(P.missing, filters.missing);
  set(P.monitored, filters.monitored);
  set(P.seriesType, filters.seriesType);
  set(P.tag, filters.tag);
  set(P.audio, filters.audio);
  if (state.sort) {
    set(P.sort, state.sort.columnId);
    set(P.direction, state.sort.direction);
  }
  set(P.page, state.page > 0 ? state.page + 1 : null);
  set(P.pageSize, state.pageSize);
  set(P.view, state.view);
  return params;
}
