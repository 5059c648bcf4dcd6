import { useBackend } from '../../../api/backend/selectBackend';
import {
  IfBackend,
  SettingNumber,
  SettingSelect,
  SettingsSection,
  SettingSwitch,
  SettingText,
  ShowWhen,
} from '../../../features/settings-form';

/** translator.translator_type: Lingarr from 1.5.3-beta.15 (capability hasLingarr). */
function translatorOptions(lingarr: boolean) {
  return [
    { value: 'google_translate', label: 'Google Translate' },
    { value: 'gemini', label: 'Gemini' },
    ...(lingarr ? [{ value: 'lingarr', label: 'Lingarr' }] : []),
  ];
}

const is = (type: string) => (value: unknown) => value === type;

/**
 * Settings > Subtitles > Translating (Bazarr 1.5.3+, the `translator` section): which service the Translate tool
 * uses, its key or address, and the score translated subtitles get. Bazarr 1.5.2 has no such section: saving one
 * of its keys there would fail the whole save, so nothing of it shows.
 */
export function TranslatingSection() {
  const { hasLingarr } = useBackend();
  return (
    <IfBackend has="hasTranslatorChoice">
      <SettingsSection
        title="Translating"
        description="The service the Translate subtitle tool uses."
      >
        <IfBackend has="hasTranslationScore">
          <SettingNumber
            settingKey="settings-translator-default_score"
            label="Score for Translated Episode and Movie Subtitles"
            min={0}
            max={100}
          />
        </IfBackend>
        <SettingSelect
          settingKey="settings-translator-translator_type"
          label="Translator"
          options={translatorOptions(hasLingarr)}
        />
        <ShowWhen settingKey="settings-translator-translator_type" matches={is('gemini')}>
          <SettingText settingKey="settings-translator-gemini_model" label="Gemini model" />
          <SettingText
            settingKey="settings-translator-gemini_key"
            label="Gemini API key"
            description="You can generate it here: https://aistudio.google.com/apikey"
          />
        </ShowWhen>
        <IfBackend has="hasLingarr">
          <ShowWhen settingKey="settings-translator-translator_type" matches={is('lingarr')}>
            <SettingText
              settingKey="settings-translator-lingarr_url"
              label="Lingarr endpoint"
              description="Base URL of Lingarr (e.g., http://localhost:9876)"
            />
            <IfBackend has="hasSyncOnLive">
              <SettingText
                settingKey="settings-translator-lingarr_token"
                label="Lingarr API Key (optional)"
                description="Leave empty if your Lingarr instance doesn't require authentication."
              />
            </IfBackend>
          </ShowWhen>
        </IfBackend>
        <SettingSwitch
          settingKey="settings-translator-translator_info"
          label="Add translation info at the beginning"
        />
      </SettingsSection>
    </IfBackend>
  );
}
