import { useMemo } from 'react';
import { useGetEpisodesBySeriesQuery } from '../../../api/episodes';
import { useGetSeriesByIdsQuery } from '../../../api/series';
import { useAppSelector } from '../../../lib/hooks';
import { seriesSelectors } from '../../../entities/seriesSlice';
import { useShownEntity } from '../../../entities/useShownEntities';
import { selectIsItemBusy, taskItemKey } from '../../../tasks/tasksSlice';
import { useItemProfile } from '../../../features/subtitles/languages/useItemProfile';

const NO_ID = -1;

/**
 * The series of the page, its episodes and language profile, from the store (filled by the queries here, kept
 * fresh by realtime events). `notFound` once the server answered without it.
 */
export function useSeriesDetail(seriesId: number | null) {
  const id = seriesId ?? NO_ID;
  const skip = seriesId === null;
  const ids = useMemo(() => [id], [id]);
  const seriesQuery = useGetSeriesByIdsQuery(ids, { skip });
  const episodesQuery = useGetEpisodesBySeriesQuery(id, { skip });
  const series = useAppSelector((state) => seriesSelectors.selectById(state, id));
  useShownEntity('series', id);
  const busy = useAppSelector((state) => selectIsItemBusy(state, taskItemKey('series', id)));
  const { profile } = useItemProfile(series?.profileId);
  const notFound =
    skip || (seriesQuery.isSuccess && !seriesQuery.isFetching && series === undefined);
  return { series, seriesQuery, episodesQuery, profile, busy, notFound };
}
