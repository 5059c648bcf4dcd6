import type { ToolFile } from '../toolFiles';

/** The way out of a tool form without running it. */
export interface ToolFormBack {
  /** Back to the file list, or closes the form opened from a file's menu. */
  onBack: () => void;
  /** The button's text: 'Back' in the Subtitle Tools modal, 'Cancel' from a file's menu. */
  backLabel?: string;
}

/** What every tool form gets from the Subtitle Tools modal or a file's menu. */
export interface ToolFormProps extends ToolFormBack {
  /** The selected files (at least one), each with its episode or movie. */
  files: ToolFile[];
  /** The tasks are queued: the modal closes. */
  onDone: () => void;
}
