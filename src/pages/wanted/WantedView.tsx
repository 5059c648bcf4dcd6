import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  PageContainer,
  Toolbar,
  ToolbarButton,
  type DataTableColumn,
  type RowKey,
} from '../../components';
import { ListPageHeader, PagedTable, type PagedList } from '../../features/lists';

export interface WantedViewProps<T> {
  title: 'Episodes' | 'Movies';
  list: PagedList<T>;
  /** How many are wanted in all (the server's count, whatever the filters). */
  wantedTotal: number | undefined;
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => RowKey;
  /** PATCH series/movies action 'search-wanted'. */
  onSearchAll: () => void;
  /** True while the search of everything wanted runs. */
  searchingAll: boolean;
  emptyText: ReactNode;
  /** The filters above the table, and 'Search these' beside 'Search All' (see useWantedFiltering). */
  filterBar?: ReactNode;
  searchThese?: ReactNode;
}

/**
 * A wanted list: 'Search All' (disabled while it runs or when nothing is wanted), the filters and the paged
 * table.
 */
export function WantedView<T>({
  title,
  list,
  wantedTotal,
  columns,
  getRowKey,
  onSearchAll,
  searchingAll,
  emptyText,
  filterBar,
  searchThese,
}: WantedViewProps<T>) {
  return (
    <>
      <Toolbar label={`Wanted ${title} actions`}>
        <ToolbarButton
          icon={<Search />}
          loading={searchingAll}
          disabled={wantedTotal === undefined || wantedTotal === 0}
          onClick={onSearchAll}
        >
          Search All
        </ToolbarButton>
        {searchThese}
      </Toolbar>
      <PageContainer>
        <ListPageHeader group="Wanted" title={title} />
        {filterBar}
        <PagedTable
          label={`Wanted ${title}`}
          list={list}
          columns={columns}
          getRowKey={getRowKey}
          emptyText={emptyText}
        />
      </PageContainer>
    </>
  );
}
