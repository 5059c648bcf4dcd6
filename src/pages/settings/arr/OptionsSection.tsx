import { Code, Stack, Text } from '@chakra-ui/react';
import { useEnvironment } from '../../../lib/environment';
import {
  IfBackend,
  SettingMultiSelect,
  SettingNumber,
  SettingsSection,
  SettingSwitch,
  ShowWhen,
} from '../../../features/settings-form';
import { TagChipsField } from '../shared/TagChipsField';
import { arrKey, SERIES_TYPE_OPTIONS, type ArrManager } from './managers';

/** docs/behaviour.md §7: the call that searches subtitles for one imported file, for a custom script in the manager. */
function WebhookHint({ manager }: { manager: ArrManager }) {
  const { baseUrl } = useEnvironment();
  const url = `${window.location.origin}${baseUrl}/${manager.webhook.path}`;
  const command = `curl -H "Content-Type: application/json" -H "X-API-KEY: <Bazarr API key>" -X POST -d '${manager.webhook.body}' ${url}`;
  return (
    <Stack gap="1" ps="4" borderStartWidth="2px" borderColor="border">
      <Text fontSize="sm" color="fg.muted">
        Search can be triggered using this command:
      </Text>
      <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
        {command}
      </Code>
    </Stack>
  );
}

/** What Bazarr downloads for the manager's items. */
export function OptionsSection({ manager }: { manager: ArrManager }) {
  const isSonarr = manager.section === 'sonarr';
  return (
    <SettingsSection title="Options">
      <SettingNumber
        settingKey={manager.minimumScoreKey}
        label={`Minimum Score For ${isSonarr ? 'Episodes' : 'Movies'}`}
        min={0}
        max={100}
        description="Subtitles scoring below this percentage are not downloaded automatically."
      />
      <TagChipsField
        settingKey={arrKey(manager, 'excluded_tags')}
        label="Excluded Tags"
        description={`${isSonarr ? 'Episodes from series' : 'Movies'} with those tags (case sensitive, as ${manager.name} shows them: lower case) in ${manager.name} will be excluded from automatic download of subtitles.`}
      />
      {isSonarr && (
        <SettingMultiSelect
          settingKey={arrKey(manager, 'excluded_series_types')}
          label="Excluded Series Types"
          options={SERIES_TYPE_OPTIONS}
          placeholder="Select series types"
          description="Episodes from series with those types in Sonarr will be excluded from automatic download of subtitles."
        />
      )}
      <SettingSwitch
        settingKey={arrKey(manager, 'only_monitored')}
        label="Download Only Monitored"
        description={`Automatic download of subtitles will only happen for monitored ${manager.items} in ${manager.name}.`}
      />
      {manager.monitoredSync.map(({ key, label, description, shownWhen }) => {
        const field = (
          <SettingSwitch key={key} settingKey={key} label={label} description={description} />
        );
        return shownWhen ? (
          <ShowWhen key={key} settingKey={shownWhen} matches={(on) => on === true}>
            {field}
          </ShowWhen>
        ) : (
          field
        );
      })}
      <IfBackend has="hasSyncOnLive">
        <SettingSwitch
          settingKey={manager.syncOnLiveKey}
          label={`Sync with ${manager.name} on live connection establishment`}
          description={`When Bazarr connects or reconnects to ${manager.name}, run a ${manager.syncedItems} synchronization. Turn it off to rely on the scheduled sync only.`}
        />
      </IfBackend>
      <SettingSwitch
        settingKey={arrKey(manager, 'defer_search_signalr')}
        label="Defer searching of subtitles until scheduled task execution"
        description={`If enabled, this option will prevent Bazarr from searching subtitles as soon as ${manager.items} are imported.`}
      />
      <WebhookHint manager={manager} />
      {isSonarr && (
        <SettingSwitch
          settingKey={arrKey(manager, 'exclude_season_zero')}
          label="Exclude season zero (extras)"
          description="Episodes from season zero (extras) are excluded from automatic download of subtitles."
        />
      )}
    </SettingsSection>
  );
}
