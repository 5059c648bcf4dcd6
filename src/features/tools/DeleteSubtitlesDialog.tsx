import { List, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components';
import { useAppDispatch } from '../../app/hooks';
import { queueTasks, TaskGroup } from '../../tasks/tasksSlice';
import { deleteTask } from '../subtitles/tasks/useSubtitleTasks';
import { fileName, type ToolFile } from './toolFiles';

export interface DeleteSubtitlesDialogProps {
  /** The files to delete; the dialog shows while there are some. */
  files: readonly ToolFile[];
  onClose: () => void;
  /** After the deletions are queued (the dialog closes as well). */
  onDeleted?: () => void;
}

/**
 * Asks before deleting subtitle files ('The following subtitles will be deleted', each file named), then
 * deletes each one as a background task under 'Deleting subtitles...'.
 */
export function DeleteSubtitlesDialog({ files, onClose, onDeleted }: DeleteSubtitlesDialogProps) {
  const dispatch = useAppDispatch();
  const several = new Set(files.map((file) => file.heading)).size > 1;
  return (
    <ConfirmDialog
      open={files.length > 0}
      onClose={onClose}
      title="Delete Subtitles"
      confirmLabel="Delete"
      onConfirm={() => {
        dispatch(
          queueTasks({
            group: TaskGroup.DeleteSubtitles,
            tasks: files.map((file) => deleteTask(file.target, file)),
          }),
        );
        onDeleted?.();
      }}
      message={
        <Stack gap="3">
          <Text>The following subtitles will be deleted</Text>
          <List.Root aria-label="Subtitles to delete" gap="1" ps="5">
            {files.map((file) => (
              <List.Item key={file.path} overflowWrap="anywhere">
                {fileName(file.path)}
                {several && (
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {` (${file.heading})`}
                  </Text>
                )}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      }
    />
  );
}
