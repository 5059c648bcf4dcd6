import { useMemo } from 'react';
import {
  numberRulesSchema,
  portRule,
  SettingsForm,
  type SettingCodecs,
  type SettingsSchema,
} from '../../../features/settings-form';
import { HostSection } from './HostSection';
import { arrKey, type ArrManager } from './managers';
import { OptionsSection } from './OptionsSection';
import { ServiceToggle } from '../shared/ServiceToggle';
import { pathMappingsCodec } from './pathMappings';
import { PathMappingsSection } from './PathMappingsSection';

/** Codecs and validation of a manager's screen (memoized: they are memo keys of the form). */
function formRules(manager: ArrManager): { codecs: SettingCodecs; schema: SettingsSchema } {
  // Only while the manager is enabled are its fields shown, and so checked (Bazarr's validators' ranges).
  const enabled = (values: Record<string, unknown>) => values[manager.enabledKey] === true;
  const schema = numberRulesSchema([
    portRule(arrKey(manager, 'port'), enabled),
    {
      key: manager.minimumScoreKey,
      when: enabled,
      min: 0,
      max: 100,
      message: 'Minimum score must be between 0 and 100',
      wholeMessage: 'Minimum score must be a whole number',
    },
  ]);
  return { codecs: { [manager.pathMappingsKey]: pathMappingsCodec }, schema };
}

/**
 * Settings > Sonarr and Settings > Radarr (docs/behaviour.md §2, §4): the Enabled switch, then, only while enabled, Host
 * (with the connection test), Options and Path Mappings.
 */
export function ArrSettingsPage({ manager }: { manager: ArrManager }) {
  const { codecs, schema } = useMemo(() => formRules(manager), [manager]);
  return (
    <SettingsForm title={manager.name} codecs={codecs} schema={schema}>
      <ServiceToggle name={manager.name} enabledKey={manager.enabledKey}>
        <HostSection manager={manager} />
        <OptionsSection manager={manager} />
        <PathMappingsSection manager={manager} />
      </ServiceToggle>
    </SettingsForm>
  );
}
