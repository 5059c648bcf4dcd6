import type { SystemStyleObject } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { slotRecipeStyles, useFixedClass, type FixedStyles } from '../styled/fixedClass';

/** The three parts of Chakra's NativeSelect as fixed styles: keep each look a module constant. */
export interface NativeSelectLook {
  root: FixedStyles;
  field: FixedStyles;
  indicator: FixedStyles;
}

/** Chakra's nativeSelect recipe at a size, with style props on the root (div) and the field (select). */
export function nativeSelectLook(
  size: 'xs' | 'sm',
  root: SystemStyleObject = {},
  field: SystemStyleObject = {},
): NativeSelectLook {
  return {
    root: slotRecipeStyles('nativeSelect', 'root', { size }, root),
    field: slotRecipeStyles('nativeSelect', 'field', { size }, field),
    indicator: slotRecipeStyles('nativeSelect', 'indicator', { size }),
  };
}

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
 * seven in their filter bar on every first visit, each four Chakra elements resolving their styles (issue 16).
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
