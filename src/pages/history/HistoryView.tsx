import type { DataTableColumn } from '../../components';
import { PageContainer } from '../../components';
import { useHistoryRowKeys, type HistoryEntryBase } from '../../features/history';
import { ListPageHeader, PagedTable, type PagedList } from '../../features/lists';

export interface HistoryViewProps<Entry extends HistoryEntryBase> {
  title: 'Episodes' | 'Movies';
  list: PagedList<Entry>;
  columns: readonly DataTableColumn<Entry>[];
  /** The episode or movie id of an entry (module level). */
  itemOf: (entry: Entry) => number;
}

/** A history page: the paged table of what happened to subtitles, newest first. */
export function HistoryView<Entry extends HistoryEntryBase>({
  title,
  list,
  columns,
  itemOf,
}: HistoryViewProps<Entry>) {
  const rowKey = useHistoryRowKeys(list.rows, itemOf);
  return (
    <PageContainer>
      <ListPageHeader group="History" title={title} />
      <PagedTable
        label={`${title} History`}
        list={list}
        columns={columns}
        getRowKey={rowKey}
        emptyText={`Nothing Found in ${title === 'Episodes' ? 'Series' : 'Movies'} History`}
      />
    </PageContainer>
  );
}
