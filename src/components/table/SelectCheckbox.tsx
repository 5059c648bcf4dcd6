import { Checkbox } from '@chakra-ui/react';

interface SelectCheckboxProps {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  label: string;
}

/** The selection checkbox of a row or of the select-all header. */
export function SelectCheckbox({ checked, onChange, label }: SelectCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      verticalAlign="middle"
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
