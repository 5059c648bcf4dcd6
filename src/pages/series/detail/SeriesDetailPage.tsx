import { Box } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageDropZone, QueryState, bazarrTitle, useDocumentTitle } from '../../../components';
import { LazyModals } from '../../../components/modal/LazyModals';
import { lazyNamed } from '../../../lib/lazyNamed';
import { ItemOverview } from '../../../features/subtitles/item/ItemOverview';
import { NOT_FOUND_PATH, useItemIdParam } from '../../../features/subtitles/item/itemRoute';
import { SERIES_UPLOAD_EXTENSIONS } from '../../../features/subtitles/upload/seasonPack/seriesExtensions';
import { useUploadGate } from '../../../features/subtitles/upload/useUploadGate';
import { EpisodeActionsContext, type EpisodeActions } from './episodeActions';
import { SeasonList } from './SeasonList';
import { SeriesFacts } from './SeriesFacts';
import type { SeriesModal } from './SeriesModals';
import { SeriesToolbar } from './SeriesToolbar';
import { useSeriesDetail } from './useSeriesDetail';

// Upload, search, history, tools and the editor: their forms and drop zones load after the episodes show.
const SeriesModals = lazyNamed(() =>
  import(/* webpackChunkName: "series-modals" */ './SeriesModals').then(
    (module) => module.SeriesModals,
  ),
);

/**
 * /series/{id}: the series overview, its toolbar and its episodes by season with every subtitle action.
 * Subtitle files dropped anywhere on the page open the upload. An id that is not a number, or that the server
 * does not know, leads to /not-found.
 */
export function SeriesDetailPage() {
  const seriesId = useItemIdParam();
  const detail = useSeriesDetail(seriesId);
  const { series, seriesQuery, episodesQuery, profile, busy } = detail;
  const [modal, setModal] = useState<SeriesModal>(null);
  const close = useCallback(() => setModal(null), []);

  const openUpload = useUploadGate(
    'series',
    series !== undefined && profile !== undefined,
    useCallback((files: File[]) => setModal({ kind: 'upload', files }), []),
  );
  const pickUpload = useCallback(() => openUpload([]), [openUpload]);

  const actions = useMemo<EpisodeActions | null>(
    () =>
      series
        ? {
            seriesId: series.sonarrSeriesId,
            seriesTitle: series.title,
            profile,
            seriesBusy: busy,
            openSearch: (episodeId) => setModal({ kind: 'search', episodeId }),
            openHistory: (episodeId) => setModal({ kind: 'history', episodeId }),
            openTools: (episodeId, subtitle) =>
              setModal({ kind: 'tools', episodeId, path: subtitle.path }),
          }
        : null,
    [series, profile, busy],
  );

  useDocumentTitle(series ? bazarrTitle(series.title, 'Series') : null);

  if (detail.notFound) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (!series || !actions) return <QueryState result={seriesQuery}>{() => null}</QueryState>;

  // As in Bazarr, the actions wait for an empty episode list, not for the list to load.
  const hasEpisodes = episodesQuery.data === undefined || episodesQuery.data.ids.length > 0;
  return (
    <PageDropZone onDrop={openUpload} disabled={busy} extensions={SERIES_UPLOAD_EXTENSIONS}>
      <SeriesToolbar
        series={series}
        hasProfile={profile !== undefined}
        hasEpisodes={hasEpisodes}
        busy={busy}
        onUpload={pickUpload}
        onEdit={() => setModal({ kind: 'edit' })}
      />
      <ItemOverview item={series} profile={profile} details={<SeriesFacts series={series} />} />
      <Box px={{ base: '2', md: '4' }} py="4">
        <EpisodeActionsContext.Provider value={actions}>
          <QueryState result={episodesQuery}>
            {() => <SeasonList seriesId={series.sonarrSeriesId} />}
          </QueryState>
        </EpisodeActionsContext.Provider>
      </Box>
      <LazyModals
        modals={SeriesModals}
        open={modal !== null}
        preload={episodesQuery.data !== undefined}
        props={{ series, modal, onClose: close }}
      />
    </PageDropZone>
  );
}
