import { MassEditor, moviesLibrary } from '../../../features/library';
import { movieEditorColumns, movieSortOptions, movieSortValues } from './movieColumns';

/** /movies/edit: the language profile of many movies at once. */
export function MoviesMassEditPage({ chunkSize }: { chunkSize?: number }) {
  return (
    <MassEditor
      kind={moviesLibrary}
      columns={movieEditorColumns}
      sortValues={movieSortValues}
      sortOptions={movieSortOptions}
      chunkSize={chunkSize}
    />
  );
}
