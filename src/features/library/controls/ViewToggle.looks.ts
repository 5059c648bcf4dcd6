import { fixedStyles } from '../../../styles/fixedClass';
import { buttonLook } from '../../../components/styled/buttonLook';

// Chakra's attached ButtonGroup as plain elements (its Group component was 0.8 KB of the lists' first
// visit): the buttons side by side, the inner corners square.
export const GROUP = fixedStyles({
  display: 'inline-flex',
  alignItems: 'center',
  '& > *:first-of-type:not(:last-of-type)': { borderEndRadius: '0' },
  '& > *:not(:first-of-type):not(:last-of-type)': { borderRadius: '0' },
  '& > *:not(:first-of-type):last-of-type': { borderStartRadius: '0' },
});
export const PRESSED = buttonLook({ variant: 'subtle', size: 'sm', colorPalette: 'brand' });
export const NOT_PRESSED = buttonLook({ variant: 'outline', size: 'sm', colorPalette: 'gray' });
export const LABEL = fixedStyles({ hideBelow: 'sm' });
