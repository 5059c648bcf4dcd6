import { WhenVersionKnown } from '../shared/WhenVersionKnown';
import { LegacyPlexSettingsPage } from './LegacyPlexSettingsPage';
import { PlexSignInPage } from './PlexSignInPage';

/**
 * Settings > Plex for the Bazarr connected: 1.5.2's page (address, port, token, SSL, one library each) until
 * 1.5.3-beta.20, then the plex.tv sign-in page, whose parts follow CAPABILITIES.plex*. It waits for Bazarr's
 * version: the old page must never show, nor post, the encrypted token of a newer Bazarr.
 */
export function PlexSettingsPage() {
  return (
    <WhenVersionKnown>
      {(backend) =>
        backend.plexSignIn ? <PlexSignInPage backend={backend} /> : <LegacyPlexSettingsPage />
      }
    </WhenVersionKnown>
  );
}
