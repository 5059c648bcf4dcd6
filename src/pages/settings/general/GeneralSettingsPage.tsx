import {
  numberRulesSchema,
  portRule,
  SettingChips,
  SettingFolder,
  SettingNumber,
  SettingSelect,
  SettingsForm,
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
  type SettingCodecs,
} from '../../../features/settings-form';
import { ApiKeyField } from './ApiKeyField';
import { ExternalWebhookSection } from './ExternalWebhookSection';
import { DatabaseSection, HostNames, JobsSection, MediaSection } from './JobsAndMediaSections';
import { UpdatesSection } from './UpdatesSection';
import { AUTH_OPTIONS, isSet, PROXY_OPTIONS } from './options';

/** Bazarr's default proxy exclusions, shown when the backend has none stored. */
const DEFAULT_PROXY_EXCLUDE = ['localhost', '127.0.0.1'];

const CODECS: SettingCodecs = {
  'settings-proxy-exclude': {
    read: (stored) => (Array.isArray(stored) ? stored : DEFAULT_PROXY_EXCLUDE),
  },
};

/** Bazarr's validators: its port 1 to 65535, backups kept 0 days or more; a proxy needs a port too. */
const SCHEMA = numberRulesSchema([
  portRule('settings-general-port'),
  portRule('settings-proxy-port', (values) => isSet(values['settings-proxy-type'])),
  {
    key: 'settings-backup-retention',
    min: 0,
    message: 'Retention cannot be negative',
    wholeMessage: 'Retention must be a whole number of days',
  },
]);

/**
 * Settings > General (docs/behaviour.md §2): Host, Security, Proxy, Updates, Logging, Backups, Analytics; and, on the Bazarr
 * versions that have them, Media (.strm), Jobs Manager, External Integrations and Database.
 */
export function GeneralSettingsPage() {
  return (
    <SettingsForm title="General" codecs={CODECS} schema={SCHEMA}>
      <SettingsSection
        title="Host"
        description="Where Bazarr listens. Changes take effect after a restart."
      >
        <SettingText
          settingKey="settings-general-ip"
          label="Address"
          placeholder="0.0.0.0"
          description="Valid IP address or '*' for all interfaces"
        />
        <SettingNumber
          settingKey="settings-general-port"
          label="Port"
          placeholder="6767"
          min={1}
          max={65535}
        />
        <SettingText
          settingKey="settings-general-base_url"
          label="Base URL"
          prefix="/"
          description="Reverse proxy support: the path Bazarr is served under"
        />
        <HostNames />
      </SettingsSection>

      <MediaSection />

      <SettingsSection title="Security" description="Who may open this interface and use the API.">
        <SettingSelect
          settingKey="settings-auth-type"
          label="Authentication"
          options={AUTH_OPTIONS}
        />
        <ShowWhen settingKey="settings-auth-type" matches={isSet}>
          <SettingText
            settingKey="settings-auth-username"
            label="Username"
            autoComplete="username"
          />
          <SettingText settingKey="settings-auth-password" label="Password" type="password" />
        </ShowWhen>
        <ApiKeyField />
        <SettingSwitch
          settingKey="settings-cors-enabled"
          label="Enable CORS headers"
          description="Allow third parties to make requests towards your Bazarr installation. Requires a restart of Bazarr when changed"
        />
      </SettingsSection>

      <SettingsSection
        title="Proxy"
        description="Send the requests to subtitle providers through a proxy."
      >
        <SettingSelect settingKey="settings-proxy-type" label="Type" options={PROXY_OPTIONS} />
        <ShowWhen settingKey="settings-proxy-type" matches={isSet}>
          <SettingText settingKey="settings-proxy-url" label="Host" />
          <SettingNumber settingKey="settings-proxy-port" label="Port" min={1} max={65535} />
          <SettingText settingKey="settings-proxy-username" label="Username" autoComplete="off" />
          <SettingText
            settingKey="settings-proxy-password"
            label="Password"
            type="password"
            description="You only need to enter a username and password if one is required. Leave them blank otherwise"
          />
          <SettingChips
            settingKey="settings-proxy-exclude"
            label="Ignored Addresses"
            description="Domains or IP addresses reached without the proxy. Use '.domain.com' to include all subdomains."
          />
        </ShowWhen>
      </SettingsSection>

      <UpdatesSection />

      <SettingsSection title="Logging">
        <SettingSwitch
          settingKey="settings-general-debug"
          label="Debug"
          description="Debug logging should only be enabled temporarily"
        />
        <SettingText settingKey="settings-log-include_filter" label="Include Filter" />
        <SettingText settingKey="settings-log-exclude_filter" label="Exclude Filter" />
        <SettingSwitch
          settingKey="settings-log-use_regex"
          label="Use Regular Expressions (Regex)"
        />
        <SettingSwitch settingKey="settings-log-ignore_case" label="Ignore Case" />
      </SettingsSection>

      <SettingsSection
        title="Backups"
        description="How often backups are made is set on the Scheduler page."
      >
        <SettingFolder
          settingKey="settings-backup-folder"
          label="Folder"
          description="Absolute path to the backup directory"
        />
        <SettingNumber
          settingKey="settings-backup-retention"
          label="Retention (days)"
          min={0}
          description="Backups older than this many days are deleted when a new backup is made."
        />
      </SettingsSection>

      <JobsSection />

      <ExternalWebhookSection />

      <DatabaseSection />

      <SettingsSection title="Analytics">
        <SettingSwitch
          settingKey="settings-analytics-enabled"
          label="Enable"
          description="Send anonymous usage information, nothing that can identify you. It helps to prioritize features and bug fixes."
        />
      </SettingsSection>
    </SettingsForm>
  );
}
