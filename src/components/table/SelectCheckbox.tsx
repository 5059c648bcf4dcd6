import { useLayoutEffect, useRef } from 'react';
import { CheckGlyph } from '../form/CheckGlyph';
import { useFixedClass } from '../../styles/fixedClass';
import { VISUALLY_HIDDEN } from '../styled/VisuallyHidden.looks';
import { CHECKMARK, LABEL } from './SelectCheckbox.looks';

interface SelectCheckboxProps {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  label: string;
}

/**
 * The selection checkbox of a row or of the select-all header: a native checkbox drawn as the theme's checkmark,
 * with fixed classes. Chakra's Checkbox would put its state machine in the chunk of every table, selectable or
 * not, and its Checkmark component the style resolution of one more Chakra element per row.
 */
export function SelectCheckbox({ checked, onChange, label }: SelectCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  // 'Mixed' exists only as a DOM property of a native checkbox, not as an attribute.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const state = indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <label className={useFixedClass(LABEL)}>
      <input
        ref={input}
        type="checkbox"
        className={useFixedClass(VISUALLY_HIDDEN)}
        aria-label={label}
        checked={checked === true}
        onChange={(event) => onChange(event.target.checked)}
      />
      <CheckGlyph className={`chakra-checkmark ${useFixedClass(CHECKMARK)}`} state={state} />
    </label>
  );
}
