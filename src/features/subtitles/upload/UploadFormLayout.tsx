import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FileRejection } from 'react-dropzone';
import { useAppDispatch } from '../../../lib/hooks';
import { UploadDropZone } from '../../../components';
import { notify } from '../../../notifications/notificationsSlice';
import { UploadRowsView, type UploadRowsViewProps } from './UploadRowsView';
import { canUpload, rowsToSend, UPLOAD_MESSAGES, type UploadRow } from './uploadRows';

export type UploadFormLayoutProps = UploadRowsViewProps & {
  onAddFiles: (files: File[]) => void;
  /** Queues (or starts) the uploads of the rows to send; may throw (a row that should not have passed the checks). */
  onUpload: (rows: readonly UploadRow[]) => void;
  onClose: () => void;
  /** What the drop zone takes; default the subtitle formats. */
  extensions?: readonly string[];
  /** Shown under the drop zone (a zip being opened, a zip that could not be). */
  notice?: ReactNode;
  /** False when the form shows the uploads' progress itself. Default true. */
  closeAfterUpload?: boolean;
};

/**
 * The body of the Upload Subtitles modals: the drop zone, the files with their metadata, and Upload, which
 * refuses (docs/behaviour.md §5) while a file is in error.
 */
export function UploadFormLayout({
  onAddFiles,
  onUpload,
  onClose,
  extensions,
  notice,
  closeAfterUpload = true,
  ...table
}: UploadFormLayoutProps) {
  const dispatch = useAppDispatch();
  const [attempted, setAttempted] = useState(false);
  const valid = canUpload(table.checks);

  function warnRejected(rejections: FileRejection[]) {
    dispatch(
      notify({
        type: 'warning',
        title: 'Upload Subtitles',
        message: `Not a subtitle file: ${rejections.map((rejection) => rejection.file.name).join(', ')}`,
      }),
    );
  }

  function submit() {
    setAttempted(true);
    if (!valid) return;
    try {
      onUpload(rowsToSend(table.rows, table.checks));
      if (closeAfterUpload) onClose();
    } catch (error) {
      dispatch(
        notify({
          type: 'error',
          title: 'Upload Subtitles',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }

  return (
    <Stack
      as="form"
      gap="4"
      aria-label="Upload Subtitles"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <UploadDropZone onDrop={onAddFiles} onReject={warnRejected} extensions={extensions} />
      {notice}
      {table.rows.length > 0 && <UploadRowsView {...table} />}
      {attempted && !valid && table.rows.length > 0 && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {UPLOAD_MESSAGES.formInvalid}
        </Text>
      )}
      <HStack justify="flex-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" disabled={table.rows.length === 0}>
          <Upload />
          Upload
        </Button>
      </HStack>
    </Stack>
  );
}
