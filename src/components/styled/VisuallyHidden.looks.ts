import { visuallyHiddenStyle } from '@chakra-ui/react';
import { fixedStyles } from '../../styles/fixedClass';

/** Chakra's visually hidden style as a fixed look: read by screen readers, not shown (a native input, a title). */
export const VISUALLY_HIDDEN = fixedStyles(visuallyHiddenStyle);
