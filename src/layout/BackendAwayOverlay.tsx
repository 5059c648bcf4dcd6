import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '../lib/hooks';
import { pageLocation } from '../lib/pageLocation';
import { selectBackendAction } from './uiSlice';
import { useReloadWhenBackIsUp } from './useReloadWhenBackIsUp';

/** Covers the app after Restart or Shutdown: the backend is away; a restart reloads the page when it is back. */
export function BackendAwayOverlay() {
  const action = useAppSelector(selectBackendAction);
  useReloadWhenBackIsUp(action === 'restart');
  if (action === null) return null;

  return (
    <Stack
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="backend-away-title"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg/90"
      backdropFilter="blur(4px)"
      align="center"
      justify="center"
      gap="4"
      p="6"
      textAlign="center"
    >
      {action === 'restart' ? (
        <>
          <Spinner size="xl" color="brand.solid" />
          <Heading id="backend-away-title" size="xl">
            Bazarr is restarting...
          </Heading>
          <Text color="fg.muted">This page reloads by itself when Bazarr is back.</Text>
        </>
      ) : (
        <>
          <Heading id="backend-away-title" size="xl">
            Bazarr has been shut down
          </Heading>
          <Text color="fg.muted">Start it again on the server, then reload this page.</Text>
          <Button colorPalette="brand" onClick={() => pageLocation.reload()}>
            Reload
          </Button>
        </>
      )}
    </Stack>
  );
}
