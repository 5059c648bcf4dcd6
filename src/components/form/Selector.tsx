import { createListCollection, Select } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { FloatingPortal } from '../FloatingPortal';
import { FieldShell, type FieldChrome } from './FieldShell';
import { keyedOptions, optionKey, type KeyedOption, type SelectorSource } from './selectorOptions';

interface SingleValue<T> {
  multiple?: false;
  value: T | null;
  onChange: (value: T | null) => void;
}

interface MultipleValues<T> {
  multiple: true;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

export type SelectorProps<T> = FieldChrome &
  SelectorSource<T> &
  (SingleValue<T> | MultipleValues<T>) & {
    /** Builds the key of a value that is not a string or number (else its label is used). */
    getKey?: (value: T) => string;
    placeholder?: string;
    /** Offers a button that empties the selection (onChange(null) or onChange([])). */
    clearable?: boolean;
    name?: string;
    /** Renders the option list only while it is open: for long lists (all languages). */
    lazy?: boolean;
  };

/** An option as shown: labels are often server text, isolated so right-to-left text keeps its neighbours. */
function optionView<T>(item: KeyedOption<T>, index = 0) {
  return (
    <Fragment key={item.key}>
      {index > 0 && ', '}
      {item.display ?? <bdi>{item.label}</bdi>}
    </Fragment>
  );
}

/**
 * A labelled drop-down list. Options are `{value, label}` (values strings or numbers, or any value with getKey),
 * or `values` with a `getLabel`. Throws on a value it cannot key (SPEC §5).
 * Usage: `<Selector label="Profile" options={profiles} value={id} onChange={setId} clearable />`.
 */
export function Selector<T>(props: SelectorProps<T>) {
  const {
    label,
    description,
    error,
    required,
    disabled,
    placeholder = 'Select...',
    clearable,
    name,
    getKey,
    lazy,
  } = props;
  const { options, values, getLabel } = props;
  const items = useMemo(
    () => keyedOptions({ options, values, getLabel }, getKey),
    [options, values, getLabel, getKey],
  );
  const collection = useMemo(
    () =>
      createListCollection<KeyedOption<T>>({
        items,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.key,
        isItemDisabled: (item) => item.disabled === true,
      }),
    [items],
  );

  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const selectedKeys = selected.map((value) => optionKey(value, getKey, getLabel));

  const shown = selectedKeys.flatMap((key) => items.filter((item) => item.key === key));

  function change(keys: string[]) {
    const values = keys.flatMap((key) =>
      items.filter((item) => item.key === key).map((item) => item.value),
    );
    if (props.multiple) props.onChange(values);
    else props.onChange(values[0] ?? null);
  }

  return (
    <FieldShell description={description} error={error} required={required} disabled={disabled}>
      <Select.Root
        collection={collection}
        value={selectedKeys}
        onValueChange={(details) => change(details.value)}
        multiple={props.multiple}
        disabled={disabled}
        invalid={Boolean(error)}
        required={required}
        name={name}
        size="sm"
        positioning={{ sameWidth: true }}
        lazyMount={lazy}
        unmountOnExit={lazy}
      >
        <Select.HiddenSelect />
        {label !== undefined && <Select.Label>{label}</Select.Label>}
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText placeholder={placeholder}>
              {shown.length > 0 ? shown.map(optionView) : undefined}
            </Select.ValueText>
          </Select.Trigger>
          <Select.IndicatorGroup>
            {clearable && selectedKeys.length > 0 && (
              <Select.ClearTrigger aria-label="Clear selection" />
            )}
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        {/* Out of any scrolling box (a table in a modal), so that no option is clipped. */}
        <FloatingPortal>
          <Select.Positioner>
            <Select.Content maxH="60">
              {collection.items.map((item) => (
                <Select.Item item={item} key={item.key}>
                  <Select.ItemText>{optionView(item)}</Select.ItemText>
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </FloatingPortal>
      </Select.Root>
    </FieldShell>
  );
}
