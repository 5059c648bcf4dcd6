import type { ToolFile } from '../toolFiles';

/** What every tool form gets from the Subtitle Tools modal. */
export interface ToolFormProps {
  /** The selected files (at least one), each with its episode or movie. */
  files: ToolFile[];
  /** Back to the file list. */
  onBack: () => void;
  /** The tasks are queued: the modal closes. */
  onDone: () => void;
}
