// The settings form mechanism every settings screen is built on; see README.md beside this file.
export { SettingsForm, type SettingsFormProps, type SettingsSchema } from './SettingsForm';
export { SettingsSection } from './SettingsSection';
export { SettingText } from './fields/SettingText';
export { SettingNumber } from './fields/SettingNumber';
export { SettingSwitch } from './fields/SettingSwitch';
export { SettingSelect, SettingMultiSelect } from './fields/SettingSelect';
export { SettingChips } from './fields/SettingChips';
export { SettingFolder } from './fields/SettingFolder';
export { ShowWhen } from './fields/ShowWhen';
export { IfBackend, type IfBackendProps } from './fields/IfBackend';
export { asText, asTexts, type SettingFieldProps } from './fields/fieldProps';
export {
  useSettingChanged,
  useSettingField,
  useSettingsEditor,
  useSettingValue,
  useStageSetting,
} from './useSetting';
export { unsavedChangesMessage } from './LeaveGuard';
export {
  numberIssue,
  numberIssues,
  numberRulesSchema,
  portRule,
  type KeyedNumberRule,
  type NumberRule,
} from './numberRules';
export {
  BUILT_IN_CODECS,
  NONE_OPTION,
  baseUrlCodec,
  clearedAsEmptyCodec,
  clearedAsNoneCodec,
  noneTypeCodec,
  type PostedValue,
  type SettingCodec,
  type SettingCodecs,
} from './codecs';
export {
  changedSettingsBody,
  flattenSettings,
  formDefaults,
  type SettingsFormValues,
} from './formValues';
export {
  LANGUAGES_ENABLED_KEY,
  LANGUAGES_PROFILES_KEY,
  NOTIFICATIONS_PROVIDERS_KEY,
  settingKey,
} from './keys';
