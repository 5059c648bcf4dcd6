import type { ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { CheckGlyph } from './CheckGlyph';
import { VISUALLY_HIDDEN } from '../styled/VisuallyHidden.looks';
import { CONTROL, LABEL, ROOT } from './PlainCheckbox.looks';

interface PlainCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label, also the checkbox's name. */
  children: ReactNode;
}

/**
 * Chakra's Checkbox (sm) as a native checkbox in a label, with fixed classes: Chakra's would bring its state
 * machine into the first download of the page that shows it (the wanted filter bar).
 * Usage: `<PlainCheckbox checked={hide} onChange={setHide}>Hide specials (season 0)</PlainCheckbox>`.
 */
export function PlainCheckbox({ checked, onChange, children }: PlainCheckboxProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <label className={`chakra-checkbox__root ${useFixedClass(ROOT)}`} data-state={state}>
      <input
        type="checkbox"
        className={useFixedClass(VISUALLY_HIDDEN)}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        className={`chakra-checkbox__control ${useFixedClass(CONTROL)}`}
        data-state={state}
        aria-hidden="true"
      >
        {/* The recipe gives the indicator no style of its own: the control's sizes its icon. */}
        <CheckGlyph className="chakra-checkbox__indicator" state={state} />
      </span>
      <span className={`chakra-checkbox__label ${useFixedClass(LABEL)}`} data-state={state}>
        {children}
      </span>
    </label>
  );
}
