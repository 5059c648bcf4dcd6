import type { SortState } from '../../../components';
import type { LibraryView } from './listState';
import { parsePageSize, parseSort, parseView, type ListStateRules } from './listStateUrl';

/** What a section (series, movies) remembers in this browser, applied when the address has none of it. */
export interface ListDefaults {
  sort?: SortState;
  pageSize?: number;
  view?: LibraryView;
}

export const listDefaultsKey = (section: string) => `bazarr-list-${section}`;

/** The remembered defaults of a section; what is missing, invalid or unreadable is left out. */
export function readListDefaults(section: string, rules: ListStateRules): ListDefaults {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(listDefaultsKey(section)) ?? 'null');
  } catch {
    // Unavailable storage (privacy mode) or a damaged entry: nothing remembered.
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const record = stored as Record<string, unknown>;
  const sort =
    typeof record.sort === 'object' && record.sort !== null
      ? (record.sort as Record<string, unknown>)
      : {};
  return {
    sort: parseSort(sort.columnId, sort.direction, rules),
    pageSize: parsePageSize(record.pageSize),
    view: parseView(record.view),
  };
}

export function storeListDefaults(section: string, defaults: ListDefaults): void {
  try {
    window.localStorage.setItem(listDefaultsKey(section), JSON.stringify(defaults));
  } catch {
    // Not remembered; the address still holds the choice.
  }
}
