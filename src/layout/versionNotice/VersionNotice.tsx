import { useState } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { useMatch } from 'react-router-dom';
import { untestedMessage } from '../../api/backend/describeBackend';
import { useBackend } from '../../api/backend/selectBackend';
import { readDismissed, rememberDismissed } from './dismissedVersion';

/**
 * For a Bazarr outside the tested range, a notice at the bottom that blocks nothing and says so, until
 * dismissed (for that version). Its own chunk, loaded after the first page (LazyVersionNotice). Not on
 * System > Status, which says it in its own notice beside what was detected.
 */
export function VersionNotice() {
  const backend = useBackend();
  const [dismissed, setDismissed] = useState(readDismissed);
  const onStatusPage = useMatch('/system/status') !== null;
  const version = backend.reported;
  const message = untestedMessage(backend);
  if (message === null || version === null || dismissed === version || onStatusPage) return null;
  return (
    <Alert.Root
      status="warning"
      role="status"
      // Bottom centre: notifications stack at the bottom end, and above it (zIndex toast > overlay).
      position="fixed"
      insetX="0"
      mx="auto"
      bottom="4"
      w="calc(100% - 2rem)"
      maxW="sm"
      boxShadow="lg"
      zIndex="overlay"
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Description flex="1">{message}</Alert.Description>
      <CloseButton
        size="sm"
        aria-label="Dismiss"
        onClick={() => {
          rememberDismissed(version);
          setDismissed(version);
        }}
      />
    </Alert.Root>
  );
}
