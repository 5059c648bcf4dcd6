import { AppModal } from '../../components';
import { FORM_TOOLS, type FormTool } from '../../api/subtitleToolActions';
import { ToolFormStep } from './ToolFormStep';
import { fileName, type ToolFile } from './toolFiles';

export interface FileToolModalProps {
  tool: FormTool;
  /** The file chosen in its menu (a subtitle chip's or a movie subtitle row's). */
  file: ToolFile;
  onClose: () => void;
}

/**
 * A tool's options for one file, opened from that file's menu: no file list and no 'Select Action' step.
 * Mount it while it shows; it closes once the task is queued, or on Cancel.
 */
export function FileToolModal({ tool, file, onClose }: FileToolModalProps) {
  return (
    <AppModal
      open
      onClose={onClose}
      title={FORM_TOOLS[tool].title}
      size="xl"
      closeOnOutsideClick={false}
    >
      <ToolFormStep
        tool={tool}
        summary={fileName(file.path)}
        files={[file]}
        onBack={onClose}
        backLabel="Cancel"
        onDone={onClose}
      />
    </AppModal>
  );
}
