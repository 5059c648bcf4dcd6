import { nativeSelectLook, PlainNativeSelect } from '../../../components';

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

const ROOT = { width: 'auto', flex: { base: '1 1 9rem', md: '0 0 auto' } } as const;
const ACTIVE = {
  bg: 'brand.subtle',
  color: 'brand.fg',
  borderColor: 'brand.emphasized',
  fontWeight: 'medium',
} as const;
const NARROW = { maxW: { md: '10rem' } } as const;
const WIDE = { maxW: { md: '12.5rem' } } as const;
/** By width, then whether it filters. */
const LOOKS = {
  narrow: {
    idle: nativeSelectLook('sm', ROOT, NARROW),
    active: nativeSelectLook('sm', ROOT, { ...NARROW, ...ACTIVE }),
  },
  wide: {
    idle: nativeSelectLook('sm', ROOT, WIDE),
    active: nativeSelectLook('sm', ROOT, { ...WIDE, ...ACTIVE }),
  },
};

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
    <PlainNativeSelect
      label={label}
      value={value}
      onChange={onChange}
      look={LOOKS[wide ? 'wide' : 'narrow'][active ? 'active' : 'idle']}
    >
      <option value="">{anyLabel}</option>
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </PlainNativeSelect>
  );
}
