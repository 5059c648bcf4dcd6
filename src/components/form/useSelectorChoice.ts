import { createListCollection } from '@chakra-ui/react';
import { useMemo } from 'react';
import { keyedOptions, optionKey, type KeyedOption, type SelectorProps } from './selectorOptions';

/** What a selector works with: its keyed choices, the keys and choices selected, and a setter by keys. */
export interface SelectorChoice<T> {
  items: KeyedOption<T>[];
  selectedKeys: string[];
  /** The selected choices, in the order of the value. */
  shown: KeyedOption<T>[];
  /** Reports the values of these keys (the first, or null, for a single choice). */
  change: (keys: readonly string[]) => void;
}

/** The value plumbing shared by Selector and SearchableSelector (single or multiple, any keyable value). */
export function useSelectorChoice<T>(props: SelectorProps<T>): SelectorChoice<T> {
  const { options, values, getLabel, getKey } = props;
  const items = useMemo(
    () => keyedOptions({ options, values, getLabel }, getKey),
    [options, values, getLabel, getKey],
  );

  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const selectedKeys = selected.map((value) => optionKey(value, getKey, getLabel));
  const shown = selectedKeys.flatMap((key) => items.filter((item) => item.key === key));

  function change(keys: readonly string[]) {
    const chosen = keys.flatMap((key) =>
      items.filter((item) => item.key === key).map((item) => item.value),
    );
    if (props.multiple) props.onChange(chosen);
    else props.onChange(chosen[0] ?? null);
  }

  return { items, selectedKeys, shown, change };
}

/**
 * The list collection of keyed choices, as Chakra's Select and Combobox take it; `asFieldText` names the choices by
 * their fieldText (what a text field shows).
 */
export function keyedCollection<T>(items: readonly KeyedOption<T>[], asFieldText = false) {
  return createListCollection<KeyedOption<T>>({
    items,
    itemToString: (item) => (asFieldText ? (item.fieldText ?? item.label) : item.label),
    itemToValue: (item) => item.key,
    isItemDisabled: (item) => item.disabled === true,
  });
}
