import { LibraryIndexPage, moviesLibrary } from '../../../features/library';
import { movieColumns, movieSortOptions, movieSortValues } from './movieColumns';

/** /movies: every movie with its profile and missing subtitles; sort, filter, edit one or mass edit. */
export function MoviesIndexPage({ chunkSize }: { chunkSize?: number }) {
  return (
    <LibraryIndexPage
      kind={moviesLibrary}
      columns={movieColumns}
      sortValues={movieSortValues}
      sortOptions={movieSortOptions}
      chunkSize={chunkSize}
    />
  );
}
