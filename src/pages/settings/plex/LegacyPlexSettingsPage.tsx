import {
  numberRulesSchema,
  portRule,
  SettingsForm,
  SettingsSection,
  SettingSwitch,
  SettingText,
  type SettingsSchema,
} from '../../../features/settings-form';
import { AddressPortFields, ServiceToggle } from '../shared/ServiceToggle';

const ENABLED_KEY = 'settings-general-use_plex';

// The port is checked only while Plex is enabled: its fields are hidden otherwise.
const SCHEMA: SettingsSchema = numberRulesSchema([
  portRule('settings-plex-port', (values) => values[ENABLED_KEY] === true),
]);

/** One Plex library Bazarr tells about new subtitles: its name and what to ask Plex to do. */
function LibrarySection({ kind }: { kind: 'movie' | 'series' }) {
  const isMovie = kind === 'movie';
  const item = isMovie ? 'movie' : 'episode';
  return (
    <SettingsSection
      title={isMovie ? 'Movie Library' : 'Series Library'}
      description={`The Plex library holding your ${isMovie ? 'movies' : 'series'}.`}
    >
      <SettingText settingKey={`settings-plex-${kind}_library`} label="Name of the library" />
      <SettingSwitch
        settingKey={`settings-plex-set_${item}_added`}
        label={`Mark the ${item} as recently added after downloading subtitles`}
      />
      <SettingSwitch
        settingKey={`settings-plex-update_${kind}_library`}
        label="Scan library for new files after downloading subtitles"
      />
    </SettingsSection>
  );
}

/**
 * Settings > Plex as Bazarr 1.5.2 has it (before 1.5.3-beta.20): once enabled, how Bazarr reaches Plex Media
 * Server (address, port, the token as plain text, SSL), and what it asks Plex to do in the movie and series
 * libraries after downloading subtitles. Never for a Bazarr that encrypts the token (see PlexSettingsPage).
 */
export function LegacyPlexSettingsPage() {
  return (
    <SettingsForm title="Plex" schema={SCHEMA}>
      <ServiceToggle
        name="Plex"
        enabledKey={ENABLED_KEY}
        description="Let Plex Media Server know when Bazarr downloads subtitles."
      >
        <SettingsSection title="Host" description="How Bazarr reaches Plex Media Server.">
          <AddressPortFields section="plex" />
          <SettingText
            settingKey="settings-plex-apikey"
            label="API Token"
            description="The X-Plex-Token of your Plex account"
          />
          <SettingSwitch settingKey="settings-plex-ssl" label="SSL" />
        </SettingsSection>
        <LibrarySection kind="movie" />
        <LibrarySection kind="series" />
      </ServiceToggle>
    </SettingsForm>
  );
}
