import type { ReactNode } from 'react';
import {
  SettingNumber,
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
} from '../../../features/settings-form';

const isOn = (value: unknown) => value === true;

interface ServiceToggleProps {
  /** 'Sonarr', 'Radarr', 'Plex': the section reads 'Use {name}'. */
  name: string;
  /** The boolean key of the Enabled switch (settings-general-use_...). */
  enabledKey: string;
  description?: string;
  /** The sections shown only while the service is enabled. */
  children: ReactNode;
}

/**
 * The head of a connected service's screen (Sonarr, Radarr, Plex): the Enabled switch, then the rest of the
 * screen only while it is on (docs/behaviour.md §4). Hidden fields keep what was staged in them.
 */
export function ServiceToggle({ name, enabledKey, description, children }: ServiceToggleProps) {
  return (
    <>
      <SettingsSection title={`Use ${name}`} description={description}>
        <SettingSwitch settingKey={enabledKey} label="Enabled" />
      </SettingsSection>
      <ShowWhen settingKey={enabledKey} matches={isOn} indent={false}>
        {children}
      </ShowWhen>
    </>
  );
}

/** Address and Port of a service's Host section: `settings-{section}-ip` and `-port`. */
export function AddressPortFields({ section }: { section: string }) {
  return (
    <>
      <SettingText
        settingKey={`settings-${section}-ip`}
        label="Address"
        description="Hostname or IPv4 Address"
      />
      <SettingNumber settingKey={`settings-${section}-port`} label="Port" min={1} max={65535} />
    </>
  );
}
