import { useState } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { useGetStatusQuery } from '../../api/system';
import {
  outsideTestedRange,
  readDismissed,
  rememberDismissed,
  TESTED_BAZARR,
} from './testedVersion';

/**
 * For a Bazarr outside the tested range, a notice at the bottom that blocks nothing and says so, until
 * dismissed (for that version). Its own chunk, loaded after the first page (LazyVersionNotice).
 */
export function VersionNotice() {
  const { data } = useGetStatusQuery();
  const [dismissed, setDismissed] = useState(readDismissed);
  const version = data?.bazarr_version ?? '';
  if (!outsideTestedRange(version) || dismissed === version) return null;
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
      <Alert.Description flex="1">
        Subtitle Desk was tested with Bazarr {TESTED_BAZARR}; this is {version}: report what breaks.
      </Alert.Description>
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
