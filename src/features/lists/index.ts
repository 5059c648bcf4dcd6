// Server-paged list pages (wanted, history): page size from the settings, paging requests, table and header.
export { episodeColumns, type EpisodeRowFields } from './episodeColumns';
export { ItemLink, type ItemLinkProps } from './ItemLink';
export { ListPageHeader, type ListPageHeaderProps } from './ListPageHeader';
export { PagedTable, type PagedTableProps } from './PagedTable';
export { usePagedQuery, type PagedList, type PagedQueryResult } from './usePagedQuery';
export { pageIndexFromParam, useUrlPage } from './useUrlPage';
export { usePageSize, useSettingsPageSize } from './usePageSize';
