import { useMemo } from 'react';
import type { SelectorOption } from '../../../components';
import {
  LANGUAGES_ENABLED_KEY,
  SettingMultiSelect,
  SettingSelect,
  SettingsForm,
  SettingsSection,
  SettingSwitch,
  ShowWhen,
} from '../../../features/settings-form';
import { LanguageEqualsTable } from './LanguageEqualsTable';
import { ProfilesTable } from './ProfilesTable';
import { TagProfilesSection } from './TagProfilesSection';
import { useAllLanguages, useEnabledLanguages, useStagedProfiles } from './useLanguageLists';

const isOn = (value: unknown) => value === true;

function useEnabledLanguageOptions(): SelectorOption<string>[] {
  const enabled = useEnabledLanguages();
  return useMemo(
    () => enabled.map((language) => ({ value: language.code2, label: language.name })),
    [enabled],
  );
}

function LanguagesFilter() {
  const all = useAllLanguages();
  const options = useMemo(
    () => all.map((language) => ({ value: language.code2, label: language.name })),
    [all],
  );
  return (
    <SettingMultiSelect
      settingKey={LANGUAGES_ENABLED_KEY}
      label="Languages Filter"
      searchable
      options={options}
      placeholder="Select languages"
      description="The languages Bazarr works with: only these can be chosen in profiles and language equals."
    />
  );
}

function EmbeddedTracksSection() {
  const options = useEnabledLanguageOptions();
  return (
    <SettingsSection
      title="Embedded Tracks Language"
      description="What to assume when a track does not say its language."
    >
      <SettingSwitch
        settingKey="settings-general-parse_embedded_audio_track"
        label="Deep analyze media file to get audio tracks language."
      />
      <ShowWhen settingKey="settings-general-parse_embedded_audio_track" matches={isOn}>
        <SettingSelect
          settingKey="settings-general-default_und_audio_lang"
          label="Treat unknown language audio track as"
          description="Changing this will trigger the missing subtitles calculation."
          options={options}
          placeholder="Select languages"
          clearable
        />
      </ShowWhen>
      <SettingSelect
        settingKey="settings-general-default_und_embedded_subtitles_lang"
        label="Treat unknown language embedded subtitles track as"
        description="Changing this will trigger a full subtitles indexation using the cache."
        options={options}
        placeholder="Select languages"
        clearable
      />
    </SettingsSection>
  );
}

function DefaultProfileFields({ kind }: { kind: 'serie' | 'movie' }) {
  const [profiles] = useStagedProfiles();
  const options = useMemo(
    () => profiles.map((profile) => ({ value: profile.profileId, label: profile.name })),
    [profiles],
  );
  const enabledKey = `settings-general-${kind}_default_enabled`;
  const label = kind === 'serie' ? 'Series' : 'Movies';
  return (
    <>
      <SettingSwitch
        settingKey={enabledKey}
        label={label}
        description={`Apply only to ${label} added to Bazarr after enabling this option.`}
      />
      <ShowWhen settingKey={enabledKey} matches={isOn}>
        <SettingSelect
          settingKey={`settings-general-${kind}_default_profile`}
          label={`Default profile for new ${label.toLowerCase()}`}
          options={options}
          placeholder="Select a profile"
          clearable
        />
      </ShowWhen>
    </>
  );
}

/**
 * Settings > Languages (docs/behaviour.md §2): languages, language equals, embedded tracks, profiles, Bazarr's tag-based profile
 * selection and default profiles.
 */
export function LanguagesSettingsPage() {
  return (
    <SettingsForm title="Languages">
      <SettingsSection title="Subtitles Language">
        <SettingSwitch
          settingKey="settings-general-single_language"
          label="Single Language"
          description="Download a single Subtitles file without adding the language code to the filename. Not recommended unless your media player needs it."
        />
        <LanguagesFilter />
      </SettingsSection>

      <SettingsSection
        wide
        title="Language Equals"
        description="Treat subtitles of the source language as if they were of the target language (with HI or Forced on either side)."
      >
        <LanguageEqualsTable />
      </SettingsSection>

      <EmbeddedTracksSection />

      <SettingsSection
        wide
        title="Languages Profiles"
        description="The languages wanted for a series or movie. Changes here are saved with the page."
      >
        <ProfilesTable />
      </SettingsSection>

      <TagProfilesSection />

      <SettingsSection
        title="Default Settings"
        description="The profile given to series and movies when they are added."
      >
        <DefaultProfileFields kind="serie" />
        <DefaultProfileFields kind="movie" />
      </SettingsSection>
    </SettingsForm>
  );
}
