// Subtitle Tools: see README.md beside this file.
export { SubtitleToolsModal, type SubtitleToolsModalProps } from './SubtitleToolsModal';
