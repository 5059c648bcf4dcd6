import { Box } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageDropZone, QueryState, bazarrTitle, useDocumentTitle } from '../../../components';
import { LazyModals } from '../../../components/modal/LazyModals';
import { lazyNamed } from '../../../lib/lazyNamed';
import { ItemOverview } from '../../../features/subtitles/item/ItemOverview';
import { NOT_FOUND_PATH, useItemIdParam } from '../../../features/subtitles/item/itemRoute';
import { useUploadGate } from '../../../features/subtitles/upload/useUploadGate';
import type { MovieModal } from './MovieModals';
import { MovieSubtitleTable } from './MovieSubtitleTable';
import { MovieToolbar } from './MovieToolbar';
import { useMovieDetail } from './useMovieDetail';

// Upload, search, history, tools and the editor: their forms and drop zones load after the movie shows.
const MovieModals = lazyNamed(() =>
  import(/* webpackChunkName: "movie-modals" */ './MovieModals').then(
    (module) => module.MovieModals,
  ),
);

/**
 * /movies/{id}: the movie overview, its toolbar and its subtitles with every subtitle action. Subtitle files
 * dropped anywhere on the page open the upload. An id that is not a number, or that the server does not know,
 * leads to /not-found.
 */
export function MovieDetailPage() {
  const radarrId = useItemIdParam();
  const { movie, movieQuery, profile, busy, notFound } = useMovieDetail(radarrId);
  const [modal, setModal] = useState<MovieModal>(null);
  const close = useCallback(() => setModal(null), []);

  const openUpload = useUploadGate(
    'movie',
    movie !== undefined && profile !== undefined,
    useCallback((files: File[]) => setModal({ kind: 'upload', files }), []),
  );
  const pickUpload = useCallback(() => openUpload([]), [openUpload]);

  useDocumentTitle(movie ? bazarrTitle(movie.title, 'Movies') : null);

  if (notFound) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (!movie) return <QueryState result={movieQuery}>{() => null}</QueryState>;

  return (
    <PageDropZone onDrop={openUpload} disabled={busy}>
      <MovieToolbar
        movie={movie}
        hasProfile={profile !== undefined}
        busy={busy}
        onManualSearch={() => setModal({ kind: 'search' })}
        onUpload={pickUpload}
        onEdit={() => setModal({ kind: 'edit' })}
        onHistory={() => setModal({ kind: 'history' })}
      />
      <ItemOverview item={movie} profile={profile} />
      <Box px={{ base: '2', md: '4' }} py="4">
        <MovieSubtitleTable
          movie={movie}
          profile={profile}
          busy={busy}
          onTools={(subtitle) => setModal({ kind: 'tools', path: subtitle.path })}
        />
      </Box>
      <LazyModals
        modals={MovieModals}
        open={modal !== null}
        preload
        props={{ movie, modal, onClose: close }}
      />
    </PageDropZone>
  );
}
