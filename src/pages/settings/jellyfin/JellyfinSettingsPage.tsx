import { z } from 'zod/mini';
import { SettingsForm, type SettingsSchema } from '../../../features/settings-form';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { ServiceToggle } from '../shared/ServiceToggle';
import { WhenVersionKnown } from '../shared/WhenVersionKnown';
import { JellyfinConnectionSection } from './JellyfinConnectionSection';
import { JellyfinLibrarySection } from './JellyfinLibrarySection';
import { URL_KEY, useJellyfinConnection } from './useJellyfinConnection';

const ENABLED_KEY = 'settings-general-use_jellyfin';

export const URL_MESSAGE = 'Server URL must start with http:// or https://';

/** Bazarr asks the URL as it is: one without its scheme fails every call (while Jellyfin is on and a URL given). */
const SCHEMA: SettingsSchema = z.looseObject({}).check(
  z.superRefine((values, context) => {
    const url = values[URL_KEY];
    if (values[ENABLED_KEY] !== true || typeof url !== 'string' || url.trim() === '') return;
    if (!/^https?:\/\/[^/\s]+/i.test(url.trim()))
      context.addIssue({ code: 'custom', path: [URL_KEY], message: URL_MESSAGE });
  }),
);

function JellyfinSections() {
  const connection = useJellyfinConnection();
  return (
    <>
      <JellyfinConnectionSection connection={connection} />
      <JellyfinLibrarySection kind="movie" source={connection.libraries} />
      <JellyfinLibrarySection kind="series" source={connection.libraries} />
    </>
  );
}

/**
 * Settings > Jellyfin (Bazarr 1.5.7-beta.26+, CAPABILITIES.hasJellyfin): once enabled, the server's URL and API
 * key with a connection test, how Bazarr notifies Jellyfin, and the movie and series libraries it refreshes after
 * subtitle changes. A Bazarr without it has no such page: a save would fail on the unknown section.
 */
export function JellyfinSettingsPage() {
  return (
    <WhenVersionKnown>
      {(backend) => (backend.hasJellyfin ? <JellyfinForm /> : <NotFoundPage />)}
    </WhenVersionKnown>
  );
}

function JellyfinForm() {
  return (
    <SettingsForm title="Jellyfin" schema={SCHEMA}>
      <ServiceToggle
        name="Jellyfin Media Server"
        enabledKey={ENABLED_KEY}
        description="Let Jellyfin know when Bazarr downloads, uploads or deletes subtitles."
      >
        <JellyfinSections />
      </ServiceToggle>
    </SettingsForm>
  );
}
