import { MassEditor, seriesLibrary } from '../../../features/library';
import { seriesEditorColumns, seriesSortOptions, seriesSortValues } from './seriesColumns';

/** /series/edit: the language profile of many series at once. */
export function SeriesMassEditPage({ chunkSize }: { chunkSize?: number }) {
  return (
    <MassEditor
      kind={seriesLibrary}
      columns={seriesEditorColumns}
      sortValues={seriesSortValues}
      sortOptions={seriesSortOptions}
      chunkSize={chunkSize}
    />
  );
}
