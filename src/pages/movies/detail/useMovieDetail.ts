import { useMemo } from 'react';
import { useGetMoviesByIdsQuery } from '../../../api/movies';
import { useAppSelector } from '../../../lib/hooks';
import { moviesSelectors } from '../../../entities/moviesSlice';
import { useShownEntity } from '../../../entities/useShownEntities';
import { useItemProfile } from '../../../features/subtitles/languages/useItemProfile';
import { selectIsItemBusy, taskItemKey } from '../../../tasks/tasksSlice';

const NO_ID = -1;

/**
 * The movie of the page and its language profile, from the store (filled by the query here, kept fresh by
 * realtime events). `notFound` once the server answered without it.
 */
export function useMovieDetail(radarrId: number | null) {
  const id = radarrId ?? NO_ID;
  const skip = radarrId === null;
  const ids = useMemo(() => [id], [id]);
  const movieQuery = useGetMoviesByIdsQuery(ids, { skip });
  const movie = useAppSelector((state) => moviesSelectors.selectById(state, id));
  useShownEntity('movie', id);
  const busy = useAppSelector((state) => selectIsItemBusy(state, taskItemKey('movie', id)));
  const { profile } = useItemProfile(movie?.profileId);
  const notFound = skip || (movieQuery.isSuccess && !movieQuery.isFetching && movie === undefined);
  return { movie, movieQuery, profile, busy, notFound };
}
