import type { Series } from '../../../api/schemas/series';
import { useAppSelector } from '../../../lib/hooks';
import { episodesSelectors } from '../../../entities/episodesSlice';
import { EpisodeHistoryModal } from '../../../features/subtitles/history/ItemHistoryModals';
import { ManualSearchModal } from '../../../features/subtitles/search/ManualSearchModal';
import { episodeLabel } from '../../../features/subtitles/queuedActions/subtitleTarget';
import { SeriesUploadModal } from '../../../features/subtitles/upload/SeriesUploadModal';
import { SubtitleToolsModal } from '../../../features/tools';
import { ItemEditorModal } from '../../../features/library';

/** The one modal a series page shows at a time. */
export type SeriesModal =
  | { kind: 'upload'; files: File[] }
  | { kind: 'search' | 'history'; episodeId: number }
  | { kind: 'tools'; episodeId: number; path: string }
  | { kind: 'edit' }
  | null;

type EpisodeModal = Extract<NonNullable<SeriesModal>, { episodeId: number }>;

const NO_FILES: File[] = [];

/** The modals about one episode: they need the episode from the store. */
function EpisodeModals({
  series,
  modal,
  onClose,
}: {
  series: Series;
  modal: EpisodeModal | null;
  onClose: () => void;
}) {
  const episodeId = modal?.episodeId ?? -1;
  const episode = useAppSelector((state) => episodesSelectors.selectById(state, episodeId));
  if (!modal || !episode) return null;
  const label = episodeLabel(series.title, episode.season, episode.episode);
  switch (modal.kind) {
    case 'search':
      return (
        <ManualSearchModal
          open
          onClose={onClose}
          target={{ kind: 'episode', seriesId: series.sonarrSeriesId, episodeId, label }}
          path={episode.path}
          sceneName={episode.sceneName}
        />
      );
    case 'history':
      return (
        <EpisodeHistoryModal
          open
          onClose={onClose}
          itemName={`${label} ${episode.title}`}
          episodeId={episodeId}
        />
      );
    case 'tools':
      return (
        <SubtitleToolsModal
          opened
          onClose={onClose}
          items={[
            {
              target: { kind: 'episode', seriesId: series.sonarrSeriesId, episodeId, label },
              subtitles: episode.subtitles,
            },
          ]}
          initialPaths={[modal.path]}
        />
      );
  }
}

/** Upload, manual search, episode history, subtitle tools and the series editor, opened by the page's state. */
export function SeriesModals({
  series,
  modal,
  onClose,
}: {
  series: Series;
  modal: SeriesModal;
  onClose: () => void;
}) {
  return (
    <>
      <SeriesUploadModal
        open={modal?.kind === 'upload'}
        onClose={onClose}
        series={series}
        files={modal?.kind === 'upload' ? modal.files : NO_FILES}
      />
      <EpisodeModals
        series={series}
        modal={modal && 'episodeId' in modal ? modal : null}
        onClose={onClose}
      />
      <ItemEditorModal
        type="series"
        itemId={series.sonarrSeriesId}
        open={modal?.kind === 'edit'}
        onClose={onClose}
      />
    </>
  );
}
