import { SettingsSection, SettingSwitch } from '../../../features/settings-form';
import { TagChipsField } from '../shared/TagChipsField';

/**
 * Bazarr's tag-based profile selection: a series or movie whose Sonarr or Radarr tags include a profile's Tag
 * gets that profile; one with a 'remove' tag loses its profile.
 */
export function TagProfilesSection() {
  return (
    <SettingsSection
      title="Tag-Based Automatic Language Profile Selection"
      description="Give series and movies the language profile whose Tag matches one of their tags in Sonarr or Radarr (set the Tag in the profile editor)."
    >
      <SettingSwitch
        settingKey="settings-general-serie_tag_enabled"
        label="Series"
        description="Choose the profile of series from their Sonarr tags."
      />
      <SettingSwitch
        settingKey="settings-general-movie_tag_enabled"
        label="Movies"
        description="Choose the profile of movies from their Radarr tags."
      />
      <TagChipsField
        settingKey="settings-general-remove_profile_tags"
        label="Remove Profile Tags"
        description="Series and movies with one of these tags in Sonarr or Radarr have their language profile removed."
      />
    </SettingsSection>
  );
}
