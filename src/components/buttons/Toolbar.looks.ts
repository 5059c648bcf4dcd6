import { buttonLook } from '../styled/buttonLook';
import { hstackStyles } from '../styled/stackLook';

/** Toolbar: Chakra's HStack with these props, on most pages' first render. */
export const TOOLBAR = hstackStyles({
  gap: '1',
  px: { base: '2', md: '4' },
  py: '2',
  bg: 'bg.panel',
  borderBottomWidth: '1px',
  borderColor: 'border',
  flexWrap: 'wrap',
});

/** ToolbarButton: Chakra's Button, ghost, small. */
export const TOOLBAR_BUTTON = buttonLook({ variant: 'ghost', size: 'sm' });
