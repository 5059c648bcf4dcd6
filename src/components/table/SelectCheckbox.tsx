import { useLayoutEffect, useRef } from 'react';
import { Checkmark, chakra, VisuallyHidden } from '@chakra-ui/react';

interface SelectCheckboxProps {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  label: string;
}

/**
 * The selection checkbox of a row or of the select-all header: a native checkbox drawn with the theme's
 * checkmark. Chakra's Checkbox would put its state machine in the chunk of every table, selectable or not.
 */
export function SelectCheckbox({ checked, onChange, label }: SelectCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  // 'Mixed' exists only as a DOM property of a native checkbox, not as an attribute.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <chakra.label display="inline-flex" verticalAlign="middle" cursor="checkbox">
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="checkbox"
          aria-label={label}
          checked={checked === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      </VisuallyHidden>
      <Checkmark
        size="sm"
        variant="solid"
        checked={checked === true}
        indeterminate={indeterminate}
        css={{ 'input:focus-visible + &': { focusRing: 'outside' } }}
      />
    </chakra.label>
  );
}
