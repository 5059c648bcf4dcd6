import { useMemo } from 'react';
import { z } from 'zod/mini';
import {
  SettingsForm,
  type SettingCodecs,
  type SettingsSchema,
} from '../../../features/settings-form';
import { checkEnabledPort } from '../shared/portRule';
import { ServiceToggle } from '../shared/ServiceToggle';
import { HostSection } from './HostSection';
import { arrKey, type ArrManager } from './managers';
import { OptionsSection } from './OptionsSection';
import { pathMappingsCodec } from './pathMappings';
import { PathMappingsSection } from './PathMappingsSection';

const SCORE_MESSAGE = 'Minimum score must be between 0 and 100';

/** Codecs and validation of a manager's screen (memoized: they are memo keys of the form). */
function formRules(manager: ArrManager): { codecs: SettingCodecs; schema: SettingsSchema } {
  // Only while the manager is enabled are its fields shown, and so checked.
  const schema = z.looseObject({}).check(
    z.superRefine((values, context) => {
      checkEnabledPort(values, context, manager.enabledKey, arrKey(manager, 'port'));
      if (values[manager.enabledKey] !== true) return;
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

/**
 * Settings > Sonarr and Settings > Radarr (SPEC §2, §4): the Enabled switch, then, only while enabled, Host
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
