import { SettingsForm, SettingsSection } from '../../../features/settings-form';
import { AntiCaptchaSection } from './AntiCaptchaSection';
import { INTEGRATIONS, PROVIDERS } from './catalogue';
import { EnabledProviders } from './EnabledProviders';

/** Settings > Providers (docs/behaviour.md §2): the enabled subtitle providers and their settings, integrations, anti-captcha. */
export function ProvidersSettingsPage() {
  return (
    <SettingsForm title="Providers">
      <SettingsSection
        title="Providers"
        description="The sites Bazarr searches for subtitles. Open a card to change its settings or remove it."
      >
        <EnabledProviders
          enabledKey="settings-general-enabled_providers"
          catalogue={PROVIDERS}
          noun="Provider"
        />
      </SettingsSection>
      <AntiCaptchaSection />
      <SettingsSection
        title="Integrations"
        description="Services some providers rely on, e.g. AniDB for Anime Tosho."
      >
        <EnabledProviders
          enabledKey="settings-general-enabled_integrations"
          catalogue={INTEGRATIONS}
          noun="Integration"
        />
      </SettingsSection>
    </SettingsForm>
  );
}
