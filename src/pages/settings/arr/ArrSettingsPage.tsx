import { useMemo } from 'react';
import { z } from 'zod/mini';
import {
  SettingsForm,
  SettingsSection,
  SettingSwitch,
  ShowWhen,
  type SettingCodecs,
  type SettingsSchema,
} from '../../../features/settings-form';
import { HostSection } from './HostSection';
import { arrKey, type ArrManager } from './managers';
import { OptionsSection } from './OptionsSection';
import { pathMappingsCodec } from './pathMappings';
import { PathMappingsSection } from './PathMappingsSection';

const PORT_MESSAGE = 'Port must be between 1 and 65535';
const SCORE_MESSAGE = 'Minimum score must be between 0 and 100';

/** Codecs and validation of a manager's screen (memoized: they are memo keys of the form). */
function formRules(manager: ArrManager): { codecs: SettingCodecs; schema: SettingsSchema } {
  // Only while the manager is enabled are its fields shown, and so checked.
  const schema = z.looseObject({}).check(
    z.superRefine((values, context) => {
      if (values[manager.enabledKey] !== true) return;
      const port = values[arrKey(manager, 'port')];
      if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535)
        context.addIssue({
          code: 'custom',
          path: [arrKey(manager, 'port')],
          message: PORT_MESSAGE,
        });
      const score = values[manager.minimumScoreKey];
      if (typeof score !== 'number' || score < 0 || score > 100)
        context.addIssue({
          code: 'custom',
          path: [manager.minimumScoreKey],
          message: SCORE_MESSAGE,
        });
    }),
  );
  return { codecs: { [manager.pathMappingsKey]: pathMappingsCodec }, schema };
}

const isOn = (value: unknown) => value === true;

/**
 * Settings > Sonarr and Settings > Radarr (SPEC §2, §4): the Enabled switch, then, only while enabled, Host
 * (with the connection test), Options and Path Mappings.
 */
export function ArrSettingsPage({ manager }: { manager: ArrManager }) {
  const { codecs, schema } = useMemo(() => formRules(manager), [manager]);
  return (
    <SettingsForm title={manager.name} codecs={codecs} schema={schema}>
      <SettingsSection title={`Use ${manager.name}`}>
        <SettingSwitch settingKey={manager.enabledKey} label="Enabled" />
      </SettingsSection>
      <ShowWhen settingKey={manager.enabledKey} matches={isOn} indent={false}>
        <HostSection manager={manager} />
        <OptionsSection manager={manager} />
        <PathMappingsSection manager={manager} />
      </ShowWhen>
    </SettingsForm>
  );
}
