import { useMemo } from 'react';
import type { LibraryItem, LibraryKind } from '../libraryKinds';
import type { SortValues } from '../libraryView';
import type { ListStateRules } from './listStateUrl';

/** What a list of this kind accepts from the address and from storage (stable while its inputs are). */
export function useListRules<Item extends LibraryItem>(
  kind: LibraryKind<Item>,
  sortValues: SortValues<Item>,
): ListStateRules {
  return useMemo(
    () => ({ sortColumns: Object.keys(sortValues), seriesTypes: kind.seriesTypeOf !== undefined }),
    [kind, sortValues],
  );
}

/** The section name under which a kind remembers its list defaults. */
export const sectionOf = <Item extends LibraryItem>(kind: LibraryKind<Item>) =>
  kind.path.replace(/^\//, '');
