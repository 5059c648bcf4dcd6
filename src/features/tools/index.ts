// Subtitle Tools: see README.md beside this file.
export { SubtitleToolsModal, type SubtitleToolsModalProps } from './SubtitleToolsModal';
export type { ToolFile, ToolItem } from './toolFiles';
export { MovieSubtitleTools, movieToolItems, SeriesSubtitleTools } from './ItemSubtitleTools';
export { DIRECT_ACTIONS } from '../../api/subtitleToolActions';
export { isEditableFile } from './toolFiles';
export { useQueueModifications } from './useQueueModifications';
