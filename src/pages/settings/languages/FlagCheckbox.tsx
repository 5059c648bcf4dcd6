import { Checkbox, Text } from '@chakra-ui/react';

interface FlagCheckboxProps {
  /** The visible text ('HI'); none when the column header says it. */
  label?: string;
  /** The accessible name when the visible text is not enough in a table row ('Source HI'). */
  ariaLabel?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A small labelled checkbox for table cells. */
export function FlagCheckbox({ label, ariaLabel, checked, onChange }: FlagCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-label={ariaLabel ?? label} />
      <Checkbox.Control />
      {/* Not a Checkbox.Label: that would name the input by its short text instead of ariaLabel. */}
      {label && (
        <Text as="span" fontSize="sm" aria-hidden="true">
          {label}
        </Text>
      )}
    </Checkbox.Root>
  );
}
