import { Center, Spinner } from '@chakra-ui/react';
import { useBackend } from '../../../api/backend/selectBackend';
import { useGetStatusQuery } from '../../../api/system';
import { LegacyPlexSettingsPage } from './LegacyPlexSettingsPage';
import { PlexSignInPage } from './PlexSignInPage';

/**
 * Settings > Plex for the Bazarr connected: 1.5.2's page (address, port, token, SSL, one library each) until
 * 1.5.3-beta.20, then the plex.tv sign-in page, whose parts follow CAPABILITIES.plex*. It waits for Bazarr's
 * version: the old page must never show, nor post, the encrypted token of a newer Bazarr.
 */
export function PlexSettingsPage() {
  const status = useGetStatusQuery();
  const backend = useBackend();
  if (status.data === undefined && !status.isError)
    return (
      <Center py="10">
        <Spinner aria-label="Loading" />
      </Center>
    );
  return backend.plexSignIn ? <PlexSignInPage backend={backend} /> : <LegacyPlexSettingsPage />;
}
