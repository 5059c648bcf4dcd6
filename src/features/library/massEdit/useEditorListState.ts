import { useSearchParams } from 'react-router-dom';
import type { LibraryItem, LibraryKind } from '../libraryKinds';
import type { SortValues } from '../libraryView';
import { sectionOf, useListRules } from '../listState/listRules';
import { INITIAL_LIST_STATE } from '../listState/listState';
import { parseListState } from '../listState/listStateUrl';
import { readListDefaults } from '../listState/rememberedDefaults';
import { useLocalListState } from '../listState/useLocalListState';

/**
 * The mass editor's list state: it starts with the filters and sort the list had (its address, passed on by
 * 'Mass Edit'), then stays local, as Save and Cancel go back in history.
 */
export function useEditorListState<Item extends LibraryItem>(
  kind: LibraryKind<Item>,
  sortValues: SortValues<Item>,
) {
  const [params] = useSearchParams();
  const rules = useListRules(kind, sortValues);
  return useLocalListState(() => {
    const parsed = parseListState(params, rules);
    const defaults = readListDefaults(sectionOf(kind), rules);
    return {
      ...INITIAL_LIST_STATE,
      text: parsed.text,
      filters: parsed.filters,
      sort: parsed.sort ?? defaults.sort ?? null,
      pageSize: parsed.pageSize ?? defaults.pageSize ?? null,
    };
  });
}
