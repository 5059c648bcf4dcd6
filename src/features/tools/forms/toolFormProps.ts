import type { SubtitleFile, ToolTarget } from '../toolFiles';

/** What every tool form gets from the Subtitle Tools modal. */
export interface ToolFormProps {
  target: ToolTarget;
  /** The selected files (at least one). */
  files: SubtitleFile[];
  /** Back to the file list. */
  onBack: () => void;
  /** The tasks are queued: the modal closes. */
  onDone: () => void;
}
