import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DropZoneContent, useFileDrop, type FileDropOptions } from './UploadDropZone';

export interface PageDropZoneProps extends FileDropOptions {
  children: ReactNode;
}

/**
 * Accepts subtitle files dropped anywhere on the page it wraps, with a full-screen overlay while dragging.
 * Usage: `<PageDropZone onDrop={openUploadModal} disabled={!profile}>...page...</PageDropZone>`.
 */
export function PageDropZone({ children, ...options }: PageDropZoneProps) {
  const { state, rootProps, inputProps } = useFileDrop(options, {
    noClick: true,
    noKeyboard: true,
  });
  return (
    <Box {...rootProps()} data-state={state} minH="100%" position="relative">
      <input {...inputProps()} />
      {children}
      {state !== 'idle' && (
        <Box
          role="presentation"
          data-testid="page-drop-overlay"
          position="fixed"
          inset="0"
          zIndex="overlay"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg/80"
          backdropFilter="blur(2px)"
          colorPalette={state === 'reject' ? 'red' : 'green'}
          borderWidth="3px"
          borderStyle="dashed"
          borderColor="colorPalette.solid"
        >
          <DropZoneContent state={state} />
        </Box>
      )}
    </Box>
  );
}
