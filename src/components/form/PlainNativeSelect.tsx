import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import type { NativeSelectLook } from './nativeSelectLook';

interface PlainNativeSelectProps {
  /** Accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  look: NativeSelectLook;
  /** The <option> elements. */
  children: ReactNode;
}

/**
 * Chakra's NativeSelect (root, select, chevron) as plain elements with fixed classes: the list pages show up to
 * seven in their filter bar on every first visit, each four Chakra elements resolving their styles.
 */
export function PlainNativeSelect({
  label,
  value,
  onChange,
  look,
  children,
}: PlainNativeSelectProps) {
  return (
    <div className={`chakra-native-select__root ${useFixedClass(look.root)}`}>
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`chakra-native-select__field ${useFixedClass(look.field)}`}
      >
        {children}
      </select>
      <div className={`chakra-native-select__indicator ${useFixedClass(look.indicator)}`}>
        <ChevronDown aria-hidden />
      </div>
    </div>
  );
}
