import { NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  /** Accessible name, e.g. 'Languages profile'. */
  label: string;
  /** '' is the first option, which lets everything through ('Any profile'). */
  value: string;
  anyLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** Room for longer option texts on wide screens. */
  wide?: boolean;
}

/**
 * A compact native select of the filter bar: light, keyboard and touch friendly, no portal. Marked in the brand
 * colour while it filters. A value the options lack (an address naming a tag no loaded item has) is still shown.
 */
export function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
  wide = false,
}: FilterSelectProps) {
  const active = value !== '';
  const shown =
    active && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <NativeSelect.Root size="sm" width="auto" flex={{ base: '1 1 9rem', md: '0 0 auto' }}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxW={{ md: wide ? '12.5rem' : '10rem' }}
        bg={active ? 'brand.subtle' : undefined}
        color={active ? 'brand.fg' : undefined}
        borderColor={active ? 'brand.emphasized' : undefined}
        fontWeight={active ? 'medium' : undefined}
      >
        <option value="">{anyLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
