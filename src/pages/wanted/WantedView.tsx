import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  bazarrTitle,
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
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => RowKey;
  /** PATCH series/movies action 'search-wanted'. */
  onSearchAll: () => void;
  /** True while the search of everything wanted runs. */
  searchingAll: boolean;
  emptyText: ReactNode;
}

/** A wanted list: 'Search All' (disabled while it runs or when nothing is wanted) and the paged table. */
export function WantedView<T>({
  title,
  list,
  columns,
  getRowKey,
  onSearchAll,
  searchingAll,
  emptyText,
}: WantedViewProps<T>) {
  return (
    <>
      <Toolbar label={`Wanted ${title} actions`}>
        <ToolbarButton
          icon={<Search />}
          loading={searchingAll}
          disabled={list.total === undefined || list.total === 0}
          onClick={onSearchAll}
        >
          Search All
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <ListPageHeader
          group="Wanted"
          title={title}
          tabTitle={bazarrTitle(`Wanted ${title === 'Episodes' ? 'Series' : 'Movies'}`)}
        />
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
