import { Select } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FloatingPortal } from '../FloatingPortal';
import { FieldShell } from './FieldShell';
import { optionView } from './optionView';
import type { SelectorProps } from './selectorOptions';
import { keyedCollection, useSelectorChoice } from './useSelectorChoice';

export type { SelectorProps } from './selectorOptions';

/**
 * A labelled drop-down list. Options are `{value, label}` (values strings or numbers, or any value with getKey),
 * or `values` with a `getLabel`. Throws on a value it cannot key (docs/behaviour.md §5).
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
    lazy,
  } = props;
  const { items, selectedKeys, shown, change } = useSelectorChoice(props);
  const collection = useMemo(() => keyedCollection(items), [items]);

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
