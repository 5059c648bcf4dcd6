import { ExternalLink } from '../../../components';
import {
  SettingSelect,
  SettingsSection,
  SettingText,
  ShowWhen,
} from '../../../features/settings-form';

/** docs/behaviour.md §9: the anti-captcha services; none (cleared) is saved as 'None' by the built-in codec. */
const ANTI_CAPTCHA_OPTIONS = [
  { value: 'anti-captcha', label: 'Anti-Captcha' },
  { value: 'death-by-captcha', label: 'Death by Captcha' },
];

const PROVIDER_KEY = 'settings-general-anti_captcha_provider';

/** Anti-Captcha Options: the service that solves captchas for providers needing it, and its account. */
export function AntiCaptchaSection() {
  return (
    <SettingsSection
      title="Anti-Captcha Options"
      description="Some providers (Addic7ed, Subs4Series, Zimuku...) need captchas solved by a paid service."
    >
      <SettingSelect
        settingKey={PROVIDER_KEY}
        label="Anti-Captcha Provider"
        options={ANTI_CAPTCHA_OPTIONS}
        clearable
        placeholder="None"
        description="Choose the anti-captcha provider you want to use"
      />
      <ShowWhen settingKey={PROVIDER_KEY} matches={(value) => value === 'anti-captcha'}>
        <ExternalLink href="https://anti-captcha.com" showIcon>
          Anti-Captcha.com
        </ExternalLink>
        <SettingText settingKey="settings-anticaptcha-anti_captcha_key" label="Account Key" />
      </ShowWhen>
      <ShowWhen settingKey={PROVIDER_KEY} matches={(value) => value === 'death-by-captcha'}>
        <ExternalLink href="https://www.deathbycaptcha.com" showIcon>
          DeathByCaptcha.com
        </ExternalLink>
        <SettingText
          settingKey="settings-deathbycaptcha-username"
          label="Username"
          autoComplete="off"
        />
        <SettingText
          settingKey="settings-deathbycaptcha-password"
          label="Password"
          type="password"
        />
      </ShowWhen>
    </SettingsSection>
  );
}
