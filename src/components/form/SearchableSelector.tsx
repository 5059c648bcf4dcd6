import { Combobox, useCombobox, type ComboboxOpenChangeDetails } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FloatingPortal } from '../FloatingPortal';
import { filterRows } from '../table/rowModel';
import { ChosenTags } from './ChosenTags';
import { FieldShell } from './FieldShell';
import { optionView } from './optionView';
import type { SelectorProps } from './Selector';
import { keyedCollection, useSelectorChoice } from './useSelectorChoice';

/**
 * What the field must hold when the list opens or closes, null to leave it as it is: opened by a click or an arrow
 * it empties for typing; closed without a choice (Escape, Tab, a click outside) it shows the current choice again.
 */
function fieldTextOnToggle(details: ComboboxOpenChangeDetails, current: string): string | null {
  if (details.open) return details.reason === 'input-change' ? null : '';
  if (details.reason === 'item-select') return null;
  return details.reason === 'clear-trigger' ? '' : current;
}

/**
 * A Selector for long lists (every language, every provider, a season's episodes): typing in the field filters the
 * options, case- and accent-insensitively ('francais' finds 'Français'); arrows move, Enter picks, Escape closes.
 * While the list is open the field holds only what is typed (the current choice is its placeholder), so typing
 * never has to erase the choice first. A multiple choice shows its values as removable tags under the field.
 * Same props as Selector: `<SearchableSelector label="Provider" options={providers} value={key} onChange={setKey} />`.
 */
export function SearchableSelector<T>(props: SelectorProps<T>) {
  const {
    label,
    description,
    error,
    required,
    disabled,
    placeholder = 'Select...',
    clearable,
    name,
  } = props;
  const { items, selectedKeys, shown, change } = useSelectorChoice(props);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const matching = useMemo(() => filterRows(items, (item) => item.label, query), [items, query]);
  const collection = useMemo(() => keyedCollection(matching, true), [matching]);

  const chosen = props.multiple ? undefined : shown[0];
  const current = chosen ? (chosen.fieldText ?? chosen.label) : undefined;
  const combobox = useCombobox({
    collection,
    value: selectedKeys,
    onValueChange: (details) => change(details.value),
    // The filter is what the user typed; the label a choice writes into the field filters nothing.
    onInputValueChange: (details) =>
      setQuery(details.reason === 'input-change' ? details.inputValue : ''),
    onOpenChange: (details) => {
      setOpen(details.open);
      const text = fieldTextOnToggle(details, current ?? '');
      if (text !== null) queueMicrotask(() => combobox.setInputValue(text));
    },
    multiple: props.multiple,
    selectionBehavior: props.multiple ? 'clear' : 'replace',
    closeOnSelect: !props.multiple,
    openOnClick: true,
    inputBehavior: 'autohighlight',
    disabled,
    invalid: Boolean(error),
    required,
    name,
  });

  return (
    <FieldShell description={description} error={error} required={required} disabled={disabled}>
      {/* The list renders only while open: it may hold every language. */}
      <Combobox.RootProvider value={combobox} size="sm" lazyMount unmountOnExit>
        {label !== undefined && <Combobox.Label>{label}</Combobox.Label>}
        <Combobox.Control>
          <Combobox.Input
            placeholder={open && current !== undefined ? current : placeholder}
            // Keyboard focus selects the text, so typing replaces it.
            onFocus={(event) => event.currentTarget.select()}
          />
          <Combobox.IndicatorGroup>
            {clearable && selectedKeys.length > 0 && (
              <Combobox.ClearTrigger aria-label="Clear selection" />
            )}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* Out of any scrolling box (a table in a modal), so that no option is clipped. */}
        <FloatingPortal>
          <Combobox.Positioner>
            <Combobox.Content maxH="60" overflowY="auto">
              <Combobox.Empty>No matches</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.key}>
                  <Combobox.ItemText>{optionView(item)}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </FloatingPortal>
      </Combobox.RootProvider>
      {props.multiple && (
        <ChosenTags
          chosen={shown}
          disabled={disabled}
          onRemove={(key) => change(selectedKeys.filter((selected) => selected !== key))}
        />
      )}
    </FieldShell>
  );
}
