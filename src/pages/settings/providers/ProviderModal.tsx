import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AppModal, SearchableSelector } from '../../../components';
import { asText, useSettingsEditor } from '../../../features/settings-form';
import { ConfirmedRemoveButton } from '../shared/ConfirmedRemoveButton';
import { offeredChoices } from '../shared/offeredChoices';
import { useBackend } from '../../../api/backend/selectBackend';
import { NOT_SUPPORTED, providerInfo, providerSupported, type ProviderInfo } from './catalogue';
import { EndpointTestButton } from './EndpointTestButton';
import { ProviderInputField } from './ProviderInputField';
import {
  editedSettings,
  initialInputValues,
  inputErrors,
  inputSettingKey,
  visibleInputs,
  type InputValues,
} from './providerInputs';

export interface ProviderModalProps {
  catalogue: readonly ProviderInfo[];
  /** The enabled keys: not offered when adding. */
  enabled: readonly string[];
  /** The provider being edited (its selector is locked), or null to add one. */
  editing: string | null;
  /** 'Provider' or 'Integration', for the title and the selector. */
  noun: string;
  onClose: () => void;
  /** Save: the provider and the settings its inputs changed, `[settingKey, value]`. */
  onSave: (key: string, settings: [string, unknown][]) => void;
  onDelete: (key: string) => void;
}

function Notice({ status, children }: { status: 'info' | 'warning'; children: string }) {
  return (
    <Alert.Root status={status} size="sm">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * Adds or edits one provider (docs/behaviour.md §2, §4): the selector offers the providers not enabled yet and is locked
 * when editing; the inputs are edited here and staged into the settings form on Save (the page's Save posts
 * them). Mounted for one editing session.
 */
export function ProviderModal({
  catalogue,
  enabled,
  editing,
  noun,
  onClose,
  onSave,
  onDelete,
}: ProviderModalProps) {
  const editor = useSettingsEditor();
  const backend = useBackend();
  const [chosen, setChosen] = useState<string | null>(editing);
  const provider = chosen === null ? null : providerInfo(catalogue, chosen);
  // An enabled provider this Bazarr dropped: nothing to edit (its settings section may be gone), only Remove.
  const dropped = provider !== null && !providerSupported(catalogue, provider.key, backend);
  const [initial, setInitial] = useState<InputValues>(() =>
    provider && !dropped ? initialInputValues(provider, editor.current, backend) : {},
  );
  const [values, setValues] = useState<InputValues>(initial);
  const [submitted, setSubmitted] = useState(false);

  const options = useMemo(
    () =>
      offeredChoices(
        catalogue.filter(
          (item) => item.key === editing || providerSupported(catalogue, item.key, backend),
        ),
        (item) => item.key,
        enabled,
        editing,
      )
        .map((item) => ({ value: item.key, label: item.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [catalogue, enabled, editing, backend],
  );
  const inputs = provider && !dropped ? visibleInputs(provider, editor.current, backend) : [];
  const allErrors = inputErrors(inputs, values);
  // A number out of range says so at once and keeps Save disabled; other rules speak on Save.
  const numberErrors = Object.fromEntries(
    inputs.flatMap((input) =>
      input.type === 'number' && allErrors[input.key] !== undefined
        ? [[input.key, allErrors[input.key]]]
        : [],
    ),
  );
  const errors = submitted ? allErrors : numberErrors;

  function choose(key: string | null) {
    setChosen(key);
    const start =
      key === null ? {} : initialInputValues(providerInfo(catalogue, key), editor.current, backend);
    setInitial(start);
    setValues(start);
    setSubmitted(false);
  }

  function save() {
    if (provider === null || dropped) return;
    setSubmitted(true);
    if (Object.keys(inputErrors(inputs, values)).length > 0) return;
    onSave(provider.key, editedSettings(provider.key, inputs, initial, values));
    onClose();
  }

  return (
    <AppModal
      open
      onClose={onClose}
      title={editing === null ? `Add ${noun}` : `Edit ${noun}`}
      closeOnOutsideClick={false}
      footer={
        <HStack w="full" justify="space-between">
          {editing !== null ? (
            <ConfirmedRemoveButton
              label={dropped ? 'Remove' : 'Delete'}
              title={`Delete ${noun.toLowerCase()} "${provider?.name ?? editing}"?`}
              message="It leaves the enabled list when this page is saved."
              onConfirm={() => {
                onDelete(editing);
                onClose();
              }}
            />
          ) : (
            <span />
          )}
          <Button
            colorPalette="brand"
            disabled={provider === null || dropped || Object.keys(numberErrors).length > 0}
            onClick={save}
          >
            Save
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <SearchableSelector
          label={noun}
          options={options}
          value={chosen}
          onChange={choose}
          disabled={editing !== null}
          placeholder={`Select a ${noun.toLowerCase()}`}
        />
        {provider?.description && <Text color="fg.muted">{provider.description}</Text>}
        {dropped ? (
          <Notice status="warning">{NOT_SUPPORTED}</Notice>
        ) : (
          provider?.warning && <Notice status="warning">{provider.warning}</Notice>
        )}
        {provider?.message && <Notice status="info">{provider.message}</Notice>}
        {provider &&
          inputs.map((input) => (
            <ProviderInputField
              key={inputSettingKey(provider.key, input.key)}
              input={input}
              value={values[input.key]}
              onChange={(value) => setValues((previous) => ({ ...previous, [input.key]: value }))}
              error={errors[input.key]}
            />
          ))}
        {provider?.endpointTest && (
          <EndpointTestButton endpoint={asText(values[provider.endpointTest])} />
        )}
      </Stack>
    </AppModal>
  );
}
