import { useGetStatusQuery } from '../../../api/system';
import {
  IfBackend,
  SettingSelect,
  SettingsSection,
  SettingSwitch,
  SettingText,
} from '../../../features/settings-form';

/** Bazarr offers 1 to the processors it sees (GET system/status `cpu_cores`), 3 when it does not say. */
const FALLBACK_CORES = 3;

export function concurrentJobsOptions(cores: number | null | undefined) {
  const count = typeof cores === 'number' && cores >= 1 ? Math.floor(cores) : FALLBACK_CORES;
  return Array.from({ length: count }, (_, index) => ({
    value: index + 1,
    label: index === 0 ? '1 job' : `${index + 1} jobs`,
  }));
}

/** general.instance_name (1.5.4+) and general.hostname (1.5.6+), in the Host section. */
export function HostNames() {
  return (
    <>
      <IfBackend has="hasInstanceName">
        <SettingText
          settingKey="settings-general-instance_name"
          label="Instance Name"
          placeholder="Bazarr"
          description="Have a custom instance name as browser's tab title"
        />
      </IfBackend>
      <IfBackend has="hasHostname">
        <SettingText
          settingKey="settings-general-hostname"
          label="Hostname"
          description="Hostname or IP address to access Bazarr (ie: bazarr.mydomain.local or 192.168.0.100). Required for webhook security."
        />
      </IfBackend>
    </>
  );
}

/** general.enable_strm_support (1.5.6+). */
export function MediaSection() {
  return (
    <IfBackend has="hasStrmSupport">
      <SettingsSection title="Media">
        <SettingSwitch
          settingKey="settings-general-enable_strm_support"
          label="Enable .strm Support"
          description="Bazarr will read the stream URL from the file and analyze it for embedded tracks."
        />
      </SettingsSection>
    </IfBackend>
  );
}

function ConcurrentJobs() {
  const { data } = useGetStatusQuery();
  return (
    <SettingSelect
      settingKey="settings-general-concurrent_jobs"
      label="Concurrent Jobs"
      options={concurrentJobsOptions(data?.cpu_cores)}
      description="How many jobs of the queue run at the same time; the others wait as pending. More jobs finish the queue sooner but load this computer (and the providers) more. At most the number of processors Bazarr sees."
    />
  );
}

/** general.concurrent_jobs (1.5.5+). */
export function JobsSection() {
  return (
    <IfBackend has="hasConcurrentJobs">
      <SettingsSection title="Jobs Manager">
        <ConcurrentJobs />
      </SettingsSection>
    </IfBackend>
  );
}

/** postgresql.url (1.5.4+): set in Bazarr's config.yaml, shown for reference only. */
export function DatabaseSection() {
  return (
    <IfBackend has="hasPostgresUrl">
      <SettingsSection
        title="Database"
        description="Bazarr reads its database settings at start from its config.yaml (or its environment); they are not changed here."
      >
        <SettingText
          settingKey="settings-postgresql-url"
          label="PostgreSQL URL"
          readOnly
          placeholder="Not set"
        />
      </SettingsSection>
    </IfBackend>
  );
}
