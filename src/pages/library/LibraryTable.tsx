import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  DataTable,
  queryErrorText,
  type DataTableColumn,
  type RowSelection,
  type SortState,
} from '../../components';
import type { LibraryItem, LibraryKind } from './libraryKinds';
import { useOrderedIds, type SortValues, type ViewQuery } from './libraryView';
import { ChunkSubscriptions } from './progressive/ChunkSubscriptions';
import { useLibraryIds } from './progressive/progressiveIds';
import { useProfileNameOf } from './profileNames';
import { LIBRARY_DEFAULT_PAGE_SIZE, useLibraryPageSize } from './useLibraryPageSize';

export interface LibraryTableProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  /** Stable (module level): rows are memoized on it. */
  columns: readonly DataTableColumn<Item>[];
  /** How each sortable column orders the items; stable too. */
  sortValues: SortValues<Item>;
  /** Mass editor: a checkbox per row and select-all over every loaded row that passes the filter. */
  selection?: RowSelection;
  /** Items per background request (tests use small ones). */
  chunkSize?: number;
}

const rowKeyOf = (id: number) => id;
const titleOf = (item: LibraryItem) => item.title;
const numberFormat = new Intl.NumberFormat('en-US');

/**
 * A whole library list (series or movies) with client-side sort and filter over every item: the first page
 * shows as soon as it arrives, the rest loads in the background (see useLibraryIds). Rows are ids; each row
 * reads its item from the entity slice, so a change to one item re-renders one row.
 */
export function LibraryTable<Item extends LibraryItem>({
  kind,
  columns,
  sortValues,
  selection,
  chunkSize,
}: LibraryTableProps<Item>) {
  const pageSize = useLibraryPageSize();
  const list = useLibraryIds(kind, pageSize, chunkSize);
  const profileNameOf = useProfileNameOf();
  const [sort, setSort] = useState<SortState | null>(null);
  const [filterText, setFilterText] = useState('');
  // Typing stays responsive on a large library: the list follows the text when React has time.
  const deferredFilter = useDeferredValue(filterText);

  const query = useMemo<ViewQuery<Item>>(() => {
    const sortValue = sort ? sortValues[sort.columnId] : undefined;
    return {
      filterText: deferredFilter,
      sortDirection: sort?.direction ?? 'asc',
      sortValue: sortValue ? (item) => sortValue(item, profileNameOf) : null,
    };
  }, [deferredFilter, sort, sortValues, profileNameOf]);
  const rows = useOrderedIds(kind, list.ids, query);
  const filter = useMemo(
    () => ({ value: filterText, onChange: setFilterText, placeholder: 'Filter' }),
    [filterText],
  );

  const failedBeforeRows = list.error !== null && !list.ready;
  return (
    <Stack gap="3">
      <ChunkSubscriptions kind={kind} chunks={list.activeChunks} attempt={list.attempt} />
      {list.error !== null && (
        <Alert.Root status="error" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{queryErrorText(list.error)}</Alert.Title>
          <Button size="sm" variant="outline" onClick={list.retry}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {list.ready && !list.complete && list.error === null && (
        <HStack role="status" gap="2" color="fg.muted" textStyle="sm">
          <Spinner size="xs" />
          <Text>
            Loading {kind.plural.toLowerCase()}: {numberFormat.format(list.ids.length)} of{' '}
            {numberFormat.format(list.total ?? 0)}
          </Text>
        </HStack>
      )}
      {!failedBeforeRows && (
        <DataTable
          label={kind.plural}
          rows={rows}
          columns={columns}
          getRowKey={rowKeyOf}
          useItem={kind.useItem}
          pageSize={pageSize ?? LIBRARY_DEFAULT_PAGE_SIZE}
          loading={!list.ready}
          emptyText={
            filterText.trim() === ''
              ? `No ${kind.plural.toLowerCase()} found`
              : `No ${kind.plural.toLowerCase()} match the filter`
          }
          filter={filter}
          sort={sort}
          onSortChange={setSort}
          selection={selection}
          rowLabel={titleOf}
        />
      )}
    </Stack>
  );
}
