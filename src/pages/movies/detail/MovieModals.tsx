import type { Movie } from '../../../api/schemas/movies';
import { MovieHistoryModal } from '../../../features/subtitles/history/ItemHistoryModals';
import { ManualSearchModal } from '../../../features/subtitles/search/ManualSearchModal';
import { MovieUploadModal } from '../../../features/subtitles/upload/MovieUploadModal';
import { movieToolItems, SubtitleToolsModal } from '../../../features/tools';
import { ItemEditorModal } from '../../../features/library';

/** The one modal a movie page shows at a time. */
export type MovieModal =
  | { kind: 'upload'; files: File[] }
  | { kind: 'search' | 'history' | 'edit' }
  | { kind: 'tools'; path: string }
  | null;

const NO_FILES: File[] = [];

/** Upload, manual search, movie history, subtitle tools and the movie editor, opened by the page's state. */
export function MovieModals({
  movie,
  modal,
  onClose,
}: {
  movie: Movie;
  modal: MovieModal;
  onClose: () => void;
}) {
  return (
    <>
      <MovieUploadModal
        open={modal?.kind === 'upload'}
        onClose={onClose}
        movie={movie}
        files={modal?.kind === 'upload' ? modal.files : NO_FILES}
      />
      <ManualSearchModal
        open={modal?.kind === 'search'}
        onClose={onClose}
        target={{ kind: 'movie', radarrId: movie.radarrId, label: movie.title }}
        path={movie.path}
        sceneName={movie.sceneName}
      />
      <MovieHistoryModal
        open={modal?.kind === 'history'}
        onClose={onClose}
        itemName={movie.title}
        radarrId={movie.radarrId}
      />
      <SubtitleToolsModal
        opened={modal?.kind === 'tools'}
        onClose={onClose}
        items={movieToolItems(movie)}
        initialPaths={modal?.kind === 'tools' ? [modal.path] : undefined}
      />
      <ItemEditorModal
        type="movie"
        itemId={movie.radarrId}
        open={modal?.kind === 'edit'}
        onClose={onClose}
      />
    </>
  );
}
