import { useMovieActionMutation } from '../../api/itemActions';
import type { WantedMovie } from '../../api/schemas/wanted';
import { useGetWantedMoviesQuery } from '../../api/wanted';
import { useAppDispatch } from '../../lib/hooks';
import type { DataTableColumn } from '../../components';
import { ItemLink, usePagedQuery } from '../../features/lists';
import { taskItemKey } from '../../tasks/tasksSlice';
import { MissingLanguageChips } from './MissingLanguageChips';
import { useWantedFiltering } from './filtering/useWantedFiltering';
import { wantedMoviesKind } from './filtering/wantedKinds';
import { WantedView } from './WantedView';
import { searchWantedMovie } from './wantedSearch';

function MovieChips({ movie }: { movie: WantedMovie }) {
  const dispatch = useAppDispatch();
  return (
    <MissingLanguageChips
      languages={movie.missing_subtitles}
      itemKey={taskItemKey('movie', movie.radarrId)}
      onSearch={(language) => dispatch(searchWantedMovie(movie, language))}
    />
  );
}

const columns: readonly DataTableColumn<WantedMovie>[] = [
  {
    id: 'title',
    header: 'Name',
    cell: (movie) => <ItemLink to={`/movies/${movie.radarrId}`} title={movie.title} />,
  },
  { id: 'missing', header: 'Missing', cell: (movie) => <MovieChips movie={movie} /> },
];

const rowKey = (movie: WantedMovie) => movie.radarrId;

/** /wanted/movies: movies with missing subtitles, a page at a time, or narrowed by the filters. */
export default function WantedMoviesPage() {
  const paged = usePagedQuery(useGetWantedMoviesQuery);
  const { list, filtered, searchThese, filterBar } = useWantedFiltering(wantedMoviesKind, paged);
  // A fixed cache key keeps 'Search All' busy when the user leaves the page and comes back.
  const [movieAction, { isLoading }] = useMovieActionMutation({
    fixedCacheKey: 'wanted-movies-search-all',
  });
  return (
    <WantedView
      title="Movies"
      list={list}
      wantedTotal={paged.total}
      columns={columns}
      getRowKey={rowKey}
      onSearchAll={() => void movieAction({ action: 'search-wanted' })}
      searchingAll={isLoading}
      emptyText={filtered ? 'No wanted movies match the filters' : 'No missing Movies subtitles'}
      filterBar={filterBar}
      searchThese={searchThese}
    />
  );
}
