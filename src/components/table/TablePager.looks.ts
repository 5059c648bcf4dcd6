import { fixedStyles } from '../../styles/fixedClass';
import { buttonLook } from '../styled/buttonLook';

// Plain elements with fixed classes, the look of Chakra's Flex, Text and an xs ghost ButtonGroup: the pager is
// on every list, part of its first render.
export const FOOTER = fixedStyles({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  pt: '3',
});
export const SUMMARY = fixedStyles({ textStyle: 'sm', color: 'fg.muted' });
export const GROUP = fixedStyles({
  display: 'inline-flex',
  gap: '1',
  isolation: 'isolate',
  position: 'relative',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-start',
});
export const ICON = buttonLook({ variant: 'ghost', size: 'xs', icon: true });
export const PAGE = buttonLook({ variant: 'ghost', size: 'xs' });
export const CURRENT_PAGE = buttonLook({ variant: 'solid', size: 'xs' });
