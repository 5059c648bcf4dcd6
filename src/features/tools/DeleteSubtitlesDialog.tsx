import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { ConfirmDialog, ConfirmText } from '../../components';
import { queueTasks, TaskGroup } from '../../tasks/tasksSlice';
import { deleteTask } from '../subtitles/queuedActions/useSubtitleTasks';
import { fileName, type ToolFile } from './toolFiles';

/** Deletes each file as a background task under 'Deleting subtitles...'. */
export function useDeleteSubtitles() {
  const dispatch = useAppDispatch();
  return useCallback(
    (files: readonly ToolFile[]) =>
      dispatch(
        queueTasks({
          group: TaskGroup.DeleteSubtitles,
          tasks: files.map((file) => deleteTask(file.target, file)),
        }),
      ),
    [dispatch],
  );
}

/** 'The following subtitles will be deleted', then each file (and its episode when there are several). */
function DeleteList({ files }: { files: readonly ToolFile[] }) {
  const several = new Set(files.map((file) => file.heading)).size > 1;
  return (
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
  );
}

/** The confirmation as a step of the Subtitle Tools modal: Cancel goes back to the files. */
export function DeleteSubtitlesStep({
  files,
  onCancel,
  onDone,
}: {
  files: readonly ToolFile[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const remove = useDeleteSubtitles();
  return (
    <Stack gap="4">
      <ConfirmText>
        <DeleteList files={files} />
      </ConfirmText>
      <HStack justify="end" gap="2">
        {/* The harmless answer first: the modal is an alertdialog now. */}
        <Button variant="outline" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          onClick={() => {
            remove(files);
            onDone();
          }}
        >
          Delete
        </Button>
      </HStack>
    </Stack>
  );
}

export interface DeleteSubtitlesDialogProps {
  /** The files to delete; the dialog shows while there are some. */
  files: readonly ToolFile[];
  onClose: () => void;
}

/** Asks before deleting subtitle files (e.g. from a subtitle chip), then deletes them as background tasks. */
export function DeleteSubtitlesDialog({ files, onClose }: DeleteSubtitlesDialogProps) {
  const remove = useDeleteSubtitles();
  return (
    <ConfirmDialog
      open={files.length > 0}
      onClose={onClose}
      title="Delete subtitles?"
      confirmLabel="Delete"
      onConfirm={() => remove(files)}
      message={<DeleteList files={files} />}
    />
  );
}
