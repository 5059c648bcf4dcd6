import type { Backend } from '../../../api/backend/capabilities';
import {
  useGetPlexAccountQuery,
  useGetPlexLibrariesQuery,
  useGetSelectedPlexServerQuery,
} from '../../../api/plex';
import { queryErrorText } from '../../../components';
import { SettingsForm } from '../../../features/settings-form';
import { ServiceToggle } from '../shared/ServiceToggle';
import { PlexAccountSection } from './PlexAccountSection';
import { PlexAutopulseSection } from './PlexAutopulseSection';
import { PlexLibrarySection, type LibrarySource } from './PlexLibrarySection';
import { PlexServerSection } from './PlexServerSection';
import { PlexWebhooksSection } from './PlexWebhooksSection';

const ENABLED_KEY = 'settings-general-use_plex';

export const SIGN_IN_FOR_LIBRARIES =
  'Sign in with Plex and choose a server above to pick libraries from a list.';

/** The parts that need the account: server, libraries, webhooks, Autopulse. */
function AccountParts({ backend }: { backend: Backend }) {
  const account = useGetPlexAccountQuery().data;
  const signedIn = account?.valid === true;
  const oauth = signedIn && account.auth_method === 'oauth';
  const selected = useGetSelectedPlexServerQuery(undefined, { skip: !oauth });
  const hasServer = oauth && Boolean(selected.data);
  const libraries = useGetPlexLibrariesQuery(undefined, {
    skip: !backend.plexLibraries || !hasServer,
  });
  const source: LibrarySource = {
    libraries: hasServer ? libraries.data : undefined,
    loading: hasServer && libraries.isFetching && libraries.data === undefined,
    unavailable: !backend.plexLibraries
      ? null
      : !hasServer
        ? SIGN_IN_FOR_LIBRARIES
        : libraries.isError
          ? `Failed to load libraries from Plex: ${queryErrorText(libraries.error)}`
          : null,
  };
  const libraryProps = {
    source,
    several: backend.plexLibraryLists,
    metadataRefresh: backend.plexLibraries,
  };
  return (
    <>
      {oauth && <PlexServerSection />}
      <PlexLibrarySection kind="movie" {...libraryProps} />
      <PlexLibrarySection kind="series" {...libraryProps} />
      {backend.plexLibraries && signedIn && (
        <PlexWebhooksSection needsHostname={backend.plexWebhookNeedsHostname} />
      )}
      {backend.plexAutopulse && oauth && <PlexAutopulseSection />}
    </>
  );
}

/**
 * Settings > Plex on Bazarr 1.5.3+: the plex.tv sign-in (PIN), the server, the libraries (several from 1.5.4), what
 * Bazarr asks Plex after a download, webhooks and the Autopulse configuration. The token Bazarr keeps encrypted is
 * never a field of this form: it is never shown and never posted back.
 */
export function PlexSignInPage({ backend }: { backend: Backend }) {
  return (
    <SettingsForm title="Plex">
      <ServiceToggle
        name="Plex Media Server"
        enabledKey={ENABLED_KEY}
        description="Let Plex Media Server know when Bazarr downloads subtitles."
      >
        <PlexAccountSection />
        <AccountParts backend={backend} />
      </ServiceToggle>
    </SettingsForm>
  );
}
