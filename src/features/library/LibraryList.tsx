import { Spinner } from '@chakra-ui/react';
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  EmptyState,
  ErrorAlert,
  type DataTableColumn,
  type RowSelection,
  type SortState,
  useFixedClass,
} from '../../components';
import type { SortOption } from './controls/SortSelect';
import { ListSummary } from './controls/ListSummary';
import { ViewToggle } from './controls/ViewToggle';
import { useFilterOptions } from './filters/filterOptions';
import { itemMatcher } from './filters/itemFilter';
import { LibraryFilterBar } from './filters/LibraryFilterBar';
import type { LibraryItem, LibraryKind } from './libraryKinds';
import { lazyNamed } from '../../lib/lazyNamed';
import { LibraryTable } from './LibraryTable';
import { FILTERS, LIST } from './LibraryList.looks';
import { useOrderedIds, type SortValues, type ViewQuery } from './libraryView';
import { activeFilterCount, type ListStateControl } from './listState/listState';
import { ChunkSubscriptions } from './progressive/ChunkSubscriptions';
import { useLibraryIds } from './progressive/progressiveIds';
import type { ServerFirstPage as ServerAnswer } from './progressive/ServerFirstPage';
import { useLanguageProfiles, useProfileNameOf } from './profileNames';
import { DEFAULT_PAGE_SIZE } from '../../api/settings';
import { useSettingsPageSize } from '../lists';
import { formatCount } from '../../components/text/formatCount';

// The poster view (and its virtualizer) loads when it is first chosen: the table is the usual view.
// (Cast back to its generic signature, which lazy components lose.)
// Asks a Bazarr that filters (1.6.1) for a filtered list's first page: loads once a filter is set.
const ServerFirstPage = lazyNamed(
  () =>
    import(/* webpackChunkName: "serverFirstPage" */ './progressive/ServerFirstPage').then(
      (module) => module.ServerFirstPage,
    ),
  { chunk: 'serverFirstPage' },
) as unknown as typeof import('./progressive/ServerFirstPage').ServerFirstPage;

const PosterGrid = lazyNamed(
  () =>
    import(/* webpackChunkName: "posters" */ './posters/PosterGrid').then(
      (module) => module.PosterGrid,
    ),
  { chunk: 'posters' },
) as unknown as typeof import('./posters/PosterGrid').PosterGrid;

export interface LibraryListProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  /** Stable (module level): rows are memoized on it. */
  columns: readonly DataTableColumn<Item>[];
  /** How each sortable column orders the items; stable too. */
  sortValues: SortValues<Item>;
  /** The sort choices of the poster view (the table sorts by its headers). */
  sortOptions: readonly SortOption[];
  /** What the list shows (the address on the index pages, local state in the mass editor). */
  control: ListStateControl;
  /** The index pages: 'Table'/'Posters' toggle and a page held by `control`. */
  withViews?: boolean;
  /** Mass editor: a checkbox per row and select-all over every loaded row that passes the filters. */
  selection?: RowSelection;
  /** Items per background request (tests use small ones). */
  chunkSize?: number;
}

/**
 * A whole library list (series or movies) with client-side filters and sort over every item: the first page
 * shows as soon as it arrives; the rest loads only when something needs it (see useLibraryIds): a later page,
 * a sort, a filter (from the moment the filter bar has focus, so its options cover every item), the poster view
 * or the mass editor's select-all. Shown as a table or, on the index pages, as posters.
 */
export function LibraryList<Item extends LibraryItem>({
  kind,
  columns,
  sortValues,
  sortOptions,
  control,
  withViews = false,
  selection,
  chunkSize,
}: LibraryListProps<Item>) {
  const { state, change } = control;
  const settingsPageSize = useSettingsPageSize();
  const [filtersUsed, setFiltersUsed] = useState(false);
  const filtered = state.text.trim() !== '' || activeFilterCount(state.filters) > 0;
  const view = withViews ? state.view : 'table';
  const pageSize = state.pageSize ?? settingsPageSize ?? DEFAULT_PAGE_SIZE;
  const page = withViews ? state.page : 0;
  const wholeList =
    filtersUsed ||
    filtered ||
    state.sort !== null ||
    view === 'posters' ||
    selection !== undefined ||
    pageSize <= 0;
  const list = useLibraryIds(
    kind,
    settingsPageSize,
    chunkSize,
    wholeList ? Number.POSITIVE_INFINITY : (page + 1) * pageSize,
  );
  const profiles = useLanguageProfiles();
  const profileNameOf = useProfileNameOf();
  // Typing stays responsive on a large library: the list follows the text when React has time.
  const filterText = useDeferredValue(state.text);
  const matches = useMemo(() => itemMatcher(kind, state.filters), [kind, state.filters]);

  const { sort } = state;
  const query = useMemo<ViewQuery<Item>>(() => {
    const sortValue = sort ? sortValues[sort.columnId] : undefined;
    return {
      filterText,
      matches,
      sortDirection: sort?.direction ?? 'asc',
      sortValue: sortValue ? (item) => sortValue(item, profileNameOf) : null,
    };
  }, [filterText, matches, sort, sortValues, profileNameOf]);
  const clientRows = useOrderedIds(kind, list.ids, query);
  // A Bazarr that filters answers the first page at once; the browser's rows take over with the whole list.
  const [answer, setAnswer] = useState<ServerAnswer>(null);
  const askServer = page === 0 && !list.complete && activeFilterCount(state.filters) > 0;
  const server = askServer ? answer : null;
  const rows = server ? (server.ids ?? []) : clientRows;
  const serverPending = server !== null && server.ids === undefined;
  const options = useFilterOptions(kind, list.ids);

  const onSortChange = useCallback((next: SortState | null) => change({ sort: next }), [change]);
  const onPageChange = useCallback((page: number) => change({ page }), [change]);
  const noun = kind.plural.toLowerCase();
  const emptyText = filtered ? `No ${noun} match the filter` : `No ${noun} found`;

  const failedBeforeRows = list.error !== null && !list.ready;
  return (
    <div className={`chakra-stack ${useFixedClass(LIST)}`}>
      <ChunkSubscriptions kind={kind} chunks={list.activeChunks} attempt={list.attempt} />
      {askServer && (
        <Suspense>
          <ServerFirstPage
            kind={kind}
            state={state}
            length={pageSize}
            matches={matches}
            onAnswer={setAnswer}
          />
        </Suspense>
      )}
      {list.error !== null && <ErrorAlert error={list.error} onRetry={list.retry} />}
      <div className={useFixedClass(FILTERS)} onFocus={() => setFiltersUsed(true)}>
        <LibraryFilterBar
          kind={kind}
          text={state.text}
          filters={state.filters}
          options={options}
          profiles={profiles}
          onChange={change}
          trailing={
            withViews && <ViewToggle view={view} onChange={(next) => change({ view: next })} />
          }
        />
      </div>
      <ListSummary
        noun={noun}
        matching={server?.total ?? rows.length}
        loaded={server ? (list.total ?? 0) : list.ids.length}
        total={list.total}
        ready={list.ready && !serverPending}
        complete={!!server || list.complete}
        filtered={filtered}
        view={view}
        sort={sort}
        sortOptions={sortOptions}
        onSortChange={onSortChange}
        pageSize={pageSize}
        onPageSizeChange={(next) => change({ pageSize: next })}
        progress={
          list.ready && list.fetching && list.error === null
            ? `Loading ${noun}: ${formatCount(list.ids.length)} of ${formatCount(list.total ?? 0)}`
            : null
        }
      />
      {failedBeforeRows ? null : view === 'posters' ? (
        list.ready && rows.length === 0 ? (
          <EmptyState>{emptyText}</EmptyState>
        ) : (
          <Suspense fallback={<Spinner color="brand.solid" alignSelf="center" />}>
            <PosterGrid kind={kind} ids={rows} />
          </Suspense>
        )
      ) : (
        <LibraryTable
          kind={kind}
          rows={rows}
          columns={columns}
          sort={sort}
          onSortChange={onSortChange}
          pageSize={pageSize}
          page={withViews ? state.page : undefined}
          onPageChange={withViews ? onPageChange : undefined}
          selection={selection}
          total={server?.total ?? (wholeList || list.complete ? undefined : list.total)}
          loading={!list.ready || serverPending}
          emptyText={emptyText}
        />
      )}
    </div>
  );
}
