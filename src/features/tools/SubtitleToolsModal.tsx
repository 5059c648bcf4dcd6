import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ComponentType } from 'react';
import type { Subtitle } from '../../api/schemas/common';
import { AppModal } from '../../components';
import { ColorToolForm } from './forms/ColorToolForm';
import { FrameRateForm } from './forms/FrameRateForm';
import { SyncSubtitleForm } from './forms/SyncSubtitleForm';
import { TimeOffsetForm } from './forms/TimeOffsetForm';
import type { ToolFormProps } from './forms/toolFormProps';
import { TranslationForm } from './forms/TranslationForm';
import { SubtitleFilesTable } from './SubtitleFilesTable';
import { FORM_TOOLS, type FormTool } from './toolActions';
import { isEditableFile, isSubtitleFile } from './toolFiles';
import { ToolsActionMenu } from './ToolsActionMenu';
import { useQueueModifications } from './useQueueModifications';

const TOOL_FORMS: Record<FormTool, ComponentType<ToolFormProps>> = {
  sync: SyncSubtitleForm,
  color: ColorToolForm,
  frameRate: FrameRateForm,
  timeOffset: TimeOffsetForm,
  translate: TranslationForm,
};

export interface SubtitleToolsModalProps {
  type: 'episode' | 'movie';
  /** sonarrEpisodeId or radarrId. */
  id: number;
  /** The item's subtitles; embedded tracks (no path) are left out. */
  subtitles: readonly Subtitle[];
  opened: boolean;
  onClose: () => void;
  /** Paths ticked when the modal opens (e.g. the file of the chip it was opened from). */
  initialPaths?: readonly string[];
}

/**
 * Subtitle Tools (SPEC §2): pick .srt files of one episode or movie, then an action. Each file becomes a
 * background task under 'Modifying subtitles...'; the modal closes once they are queued.
 */
export function SubtitleToolsModal({
  type,
  id,
  subtitles,
  opened,
  onClose,
  initialPaths,
}: SubtitleToolsModalProps) {
  const files = useMemo(() => subtitles.filter(isSubtitleFile), [subtitles]);
  const [tool, setTool] = useState<FormTool | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialPaths));
  const queue = useQueueModifications({ type, id });

  // Each opening starts afresh at the file list (state adjusted during render, not in an effect).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setTool(null);
      setSelected(new Set(initialPaths));
    }
  }

  // Only files still listed and editable count, whatever was ticked before.
  const chosen = files.filter((file) => isEditableFile(file) && selected.has(file.path));
  const ToolForm = tool && chosen.length > 0 ? TOOL_FORMS[tool] : null;

  return (
    <AppModal
      open={opened}
      onClose={onClose}
      title={ToolForm && tool ? FORM_TOOLS[tool].title : 'Subtitle Tools'}
      size="xl"
      closeOnOutsideClick={ToolForm === null}
    >
      {ToolForm ? (
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {chosen.length === 1 ? '1 subtitle selected' : `${chosen.length} subtitles selected`}
          </Text>
          <ToolForm
            target={{ type, id }}
            files={chosen}
            onBack={() => setTool(null)}
            onDone={onClose}
          />
        </Stack>
      ) : (
        <Stack gap="4">
          <SubtitleFilesTable files={files} selected={selected} onChange={setSelected} />
          <HStack justify="end">
            <ToolsActionMenu
              disabled={chosen.length === 0}
              onAction={(action) => {
                queue(chosen, action);
                onClose();
              }}
              onTool={setTool}
            />
          </HStack>
        </Stack>
      )}
    </AppModal>
  );
}
