import { HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AppModal } from '../../components';
import { DeleteSubtitlesStep } from './DeleteSubtitlesDialog';
import { SubtitleFilesTable } from './SubtitleFilesTable';
import { FORM_TOOLS, type FormTool } from '../../api/subtitleToolActions';
import { ToolFormStep } from './ToolFormStep';
import { isEditableFile, toolFilesOf, type ToolItem } from './toolFiles';
import { ToolsActionMenu } from './ToolsActionMenu';
import { useQueueModifications } from './useQueueModifications';

export interface SubtitleToolsModalProps {
  /** The episodes or movie whose external subtitle files are listed (a series: all its episodes). */
  items: readonly ToolItem[];
  /** Heads each item's files with its heading (set for a series' episodes). */
  grouped?: boolean;
  opened: boolean;
  onClose: () => void;
  /** Paths ticked when the modal opens (e.g. the file of the chip it was opened from). */
  initialPaths?: readonly string[];
}

/**
 * Subtitle Tools (docs/behaviour.md §2): pick .srt files of one or more episodes or a movie, then an action. Each file
 * becomes a background task under the tool's name, or under 'Deleting subtitles...' after the Delete...
 * confirmation; the modal closes once they are queued.
 */
export function SubtitleToolsModal({
  items,
  grouped = false,
  opened,
  onClose,
  initialPaths,
}: SubtitleToolsModalProps) {
  const files = useMemo(() => toolFilesOf(items), [items]);
  const [tool, setTool] = useState<FormTool | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialPaths));
  const queue = useQueueModifications();

  // Each opening starts afresh at the file list (state adjusted during render, not in an effect).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setTool(null);
      setDeleting(false);
      setSelected(new Set(initialPaths));
    }
  }

  // Only files still listed and editable count, whatever was ticked before.
  const chosen = files.filter((file) => isEditableFile(file) && selected.has(file.path));
  const formTool = chosen.length > 0 ? tool : null;
  const confirming = deleting && chosen.length > 0;

  let title = 'Subtitle Tools';
  if (formTool) title = FORM_TOOLS[formTool].title;
  else if (confirming) title = 'Delete subtitles?';

  return (
    <AppModal
      open={opened}
      onClose={onClose}
      title={title}
      size="xl"
      closeOnOutsideClick={formTool === null && !confirming}
      role={confirming ? 'alertdialog' : 'dialog'}
    >
      {formTool ? (
        <ToolFormStep
          tool={formTool}
          summary={
            chosen.length === 1 ? '1 subtitle selected' : `${chosen.length} subtitles selected`
          }
          files={chosen}
          onBack={() => setTool(null)}
          onDone={onClose}
        />
      ) : confirming ? (
        <DeleteSubtitlesStep files={chosen} onCancel={() => setDeleting(false)} onDone={onClose} />
      ) : (
        <Stack gap="4">
          <SubtitleFilesTable
            files={files}
            grouped={grouped}
            selected={selected}
            onChange={setSelected}
          />
          {/* Stays in view under a long list (a series' episodes). */}
          <HStack justify="end" position="sticky" bottom="0" py="3" bg="bg.panel">
            <ToolsActionMenu
              disabled={chosen.length === 0}
              onAction={(action, taskName) => {
                queue(taskName, chosen, action);
                onClose();
              }}
              onTool={setTool}
              onDelete={() => setDeleting(true)}
            />
          </HStack>
        </Stack>
      )}
    </AppModal>
  );
}
