import { LibraryIndexPage, seriesLibrary } from '../../../features/library';
import { seriesColumns, seriesSortOptions, seriesSortValues } from './seriesColumns';

/** /series: every series with its profile and episode progress; sort, filter, edit one or mass edit. */
export function SeriesIndexPage({ chunkSize }: { chunkSize?: number }) {
  return (
    <LibraryIndexPage
      kind={seriesLibrary}
      columns={seriesColumns}
      sortValues={seriesSortValues}
      sortOptions={seriesSortOptions}
      chunkSize={chunkSize}
    />
  );
}
