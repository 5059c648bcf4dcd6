// Subtitle actions of one series episode or movie: see README.md beside this file.
export { SubtitleChips, type SubtitleChipsProps } from './chips/SubtitleChips';
export { useSubtitleActions, type SubtitleFile } from './chips/useSubtitleActions';
export { EpisodeHistoryModal, MovieHistoryModal } from './history/ItemHistoryModals';
export { ItemOverview, OverviewFact } from './item/ItemOverview';
export { NOT_FOUND_PATH, parseItemId, useItemIdParam } from './item/itemRoute';
export {
  useItemProfile,
  useUploadLanguages,
  type LanguageChoice,
} from './languages/useItemProfile';
export { useVisibleSubtitles, visibleSubtitles } from './languages/visibleSubtitles';
export { ManualSearchModal, type ManualSearchModalProps } from './search/ManualSearchModal';
export { episodeLabel, targetItemKey, type SubtitleTarget } from './queuedActions/subtitleTarget';
export { useItemActionTasks, type ItemAction } from './queuedActions/useItemActionTasks';
export { useSubtitleTasks } from './queuedActions/useSubtitleTasks';
export { MovieUploadModal } from './upload/MovieUploadModal';
export { SeriesUploadModal } from './upload/SeriesUploadModal';
export { UPLOAD_MESSAGES } from './upload/uploadRows';
export { useUploadGate } from './upload/useUploadGate';
