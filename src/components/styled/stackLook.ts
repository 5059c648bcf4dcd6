import type { SystemStyleObject } from '@chakra-ui/react';
import { fixedStyles, type FixedStyles } from '../../styles/fixedClass';

/** What Chakra's HStack sets before its props: a row of items centred on the cross axis. */
const HSTACK = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;

/**
 * Chakra's HStack with these props (`gap`, `flexWrap`...) as fixed styles, for a plain element with the class
 * `chakra-stack`. Usage in a looks file: `export const CHIPS = hstackStyles({ gap: '1.5', flexWrap: 'wrap' })`.
 */
export function hstackStyles(props: SystemStyleObject): FixedStyles {
  return fixedStyles(HSTACK, props);
}
