import type { SystemStyleObject } from '@chakra-ui/react';
import { slotRecipeStyles, type FixedStyles } from '../../styles/fixedClass';

/** The three parts of Chakra's NativeSelect as fixed styles: declare each look in a `*.looks.ts` file. */
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
