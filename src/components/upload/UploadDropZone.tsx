import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { FileUp, FileX } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useDropzone, type DropzoneOptions, type FileRejection } from 'react-dropzone';
import { draggedSurelyWrong, extensionValidator, SUBTITLE_EXTENSIONS } from './subtitleFiles';

export type DropZoneState = 'idle' | 'accept' | 'reject';

export interface FileDropOptions {
  /** Files with one of these extensions are accepted. Default: the subtitle formats. */
  extensions?: readonly string[];
  /** Called with the accepted files of a drop or a pick (never empty). */
  onDrop: (files: File[]) => void;
  /** Called with the files that were refused (wrong extension). */
  onReject?: (rejections: FileRejection[]) => void;
  disabled?: boolean;
}

/** react-dropzone set up for subtitle files, plus the idle/accept/reject look while dragging. */
export function useFileDrop(
  { extensions = SUBTITLE_EXTENSIONS, onDrop, onReject, disabled }: FileDropOptions,
  zoneOptions: Pick<DropzoneOptions, 'noClick' | 'noKeyboard'> = {},
) {
  const [surelyWrong, setSurelyWrong] = useState(false);
  const dropzone = useDropzone({
    validator: extensionValidator(extensions),
    disabled,
    ...zoneOptions,
    onDrop(accepted, rejections) {
      if (accepted.length > 0) onDrop(accepted);
      if (rejections.length > 0) onReject?.(rejections);
    },
  });
  const state: DropZoneState = !dropzone.isDragActive
    ? 'idle'
    : dropzone.isDragReject || surelyWrong
      ? 'reject'
      : 'accept';
  const rootProps = (props = {}) =>
    dropzone.getRootProps({
      ...props,
      onDragEnter: (event: DragEvent<HTMLElement>) =>
        setSurelyWrong(draggedSurelyWrong(event.dataTransfer?.items)),
    });
  const inputProps = () =>
    dropzone.getInputProps({ accept: extensions.join(','), 'aria-label': 'Subtitle files' });
  return { state, rootProps, inputProps };
}

const looks: Record<DropZoneState, { palette: string; borderColor: string }> = {
  idle: { palette: 'gray', borderColor: 'border' },
  accept: { palette: 'green', borderColor: 'colorPalette.solid' },
  reject: { palette: 'red', borderColor: 'colorPalette.solid' },
};

/** The heading and text of a drop zone, shared by the inline zone and the page overlay. */
export function DropZoneContent({ state }: { state: DropZoneState }) {
  return (
    <VStack gap="2" textAlign="center" pointerEvents="none">
      <Box color={state === 'idle' ? 'fg.muted' : 'colorPalette.fg'}>
        {state === 'reject' ? <FileX size={40} aria-hidden /> : <FileUp size={40} aria-hidden />}
      </Box>
      <Heading as="h3" size="md">
        Upload Subtitles
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        Attach as many files as you like, you will need to select file metadata before uploading.
      </Text>
    </VStack>
  );
}

/**
 * A box to drop subtitle files on, or to click (or press Enter on) to pick them.
 * Usage: `<UploadDropZone onDrop={(files) => setFiles(files)} />`.
 */
export function UploadDropZone(options: FileDropOptions) {
  const { state, rootProps, inputProps } = useFileDrop(options);
  const look = looks[state];
  return (
    <Box
      {...rootProps({ role: 'button', 'aria-label': 'Upload Subtitles' })}
      data-state={state}
      colorPalette={look.palette}
      minH="220px"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={look.borderColor}
      bg={state === 'idle' ? 'bg.panel' : 'colorPalette.subtle'}
      rounded="md"
      cursor={options.disabled ? 'not-allowed' : 'pointer'}
      opacity={options.disabled ? 0.6 : 1}
      focusRing="outside"
    >
      <input {...inputProps()} />
      <DropZoneContent state={state} />
    </Box>
  );
}
