import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { LibraryItem, LibraryKind } from './libraryKinds';
import { useSettingsPageSize } from '../lists';

/**
 * How many items the library has (undefined until known). It shares the list's first-page request and cache
 * entry (same arguments as useLibraryIds), so it sends nothing of its own.
 */
export function useLibraryTotal<Item extends LibraryItem>(
  kind: LibraryKind<Item>,
): number | undefined {
  const pageSize = useSettingsPageSize();
  const args = useMemo(
    () => (pageSize === undefined ? skipToken : { start: 0, length: pageSize }),
    [pageSize],
  );
  return kind.usePage(args).data?.total;
}
