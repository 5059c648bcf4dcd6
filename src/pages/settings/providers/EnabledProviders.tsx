import { useState } from 'react';
import {
  asTexts,
  useSettingsEditor,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';
import { ChoiceCards } from '../shared/ChoiceCards';
import { useBackend } from '../../../api/backend/selectBackend';
import { NOT_SUPPORTED, providerInfo, providerSupported, type ProviderInfo } from './catalogue';
import { ProviderModal } from './ProviderModal';

export interface EnabledProvidersProps {
  /** The list of enabled keys, e.g. 'settings-general-enabled_providers'. */
  enabledKey: string;
  catalogue: readonly ProviderInfo[];
  /** 'Provider' or 'Integration'. */
  noun: string;
}

/**
 * The enabled providers as cards plus an add card; a card opens the provider modal (docs/behaviour.md §4): adding appends
 * the key to the enabled list, Delete removes it. Everything is staged; the page's Save posts it. Only the
 * providers the connected Bazarr has are offered; an enabled one it dropped shows 'Not supported', to Remove.
 */
export function EnabledProviders({ enabledKey, catalogue, noun }: EnabledProvidersProps) {
  const enabled = asTexts(useSettingValue(enabledKey));
  const stageEnabled = useStageSetting(enabledKey);
  const editor = useSettingsEditor();
  const backend = useBackend();
  // The open modal: which provider it edits (null: adding one).
  const [dialog, setDialog] = useState<{ editing: string | null } | null>(null);

  const cards = enabled.map((key) => {
    const info = providerInfo(catalogue, key);
    if (!providerSupported(catalogue, key, backend))
      return { key, title: info.name, description: NOT_SUPPORTED, badge: 'Not supported' };
    return {
      key,
      title: info.name,
      description: info.warning ?? info.description,
      badge: info.warning ? 'Not working' : undefined,
    };
  });

  return (
    <>
      <ChoiceCards
        label={`Enabled ${noun.toLowerCase()}s`}
        cards={cards}
        onOpen={(key) => setDialog({ editing: key })}
        addLabel={`Add ${noun}`}
        onAdd={() => setDialog({ editing: null })}
      />
      {dialog && (
        <ProviderModal
          catalogue={catalogue}
          enabled={enabled}
          editing={dialog.editing}
          noun={noun}
          onClose={() => setDialog(null)}
          onSave={(key, settings) => {
            for (const [name, value] of settings) editor.stage(name, value);
            if (!enabled.includes(key)) stageEnabled([...enabled, key]);
          }}
          onDelete={(key) => stageEnabled(enabled.filter((item) => item !== key))}
        />
      )}
    </>
  );
}
