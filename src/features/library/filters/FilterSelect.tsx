import { PlainNativeSelect } from '../../../components';
import { LOOKS } from './FilterSelect.looks';

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
