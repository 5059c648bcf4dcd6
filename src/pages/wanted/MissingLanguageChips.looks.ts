import { buttonLook } from '../../components/styled/buttonLook';
import { hstackStyles } from '../../components/styled/stackLook';

/** The row's chips: Chakra's HStack, wrapping. */
export const CHIPS = hstackStyles({ gap: '1.5', flexWrap: 'wrap' });

/** A missing language's chip: Chakra's Button, subtle, yellow, 2xs. */
export const CHIP = buttonLook({
  variant: 'subtle',
  size: '2xs',
  colorPalette: 'yellow',
  fontWeight: 'medium',
});
