import { buttonLook } from '../../../components/styled/buttonLook';
import { fixedStyles, recipeStyles } from '../../../styles/fixedClass';

// Plain elements with fixed classes (Chakra's HStack, Span and Badge): one header per season, 40 on a long series.
export const HEADER = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  flex: '1',
  gap: '3',
  flexWrap: 'wrap',
  rowGap: '1',
});
export const NAME = fixedStyles({ fontWeight: 'semibold' });
export const EPISODES = recipeStyles('badge', { variant: 'subtle' }, { colorPalette: 'gray' });
/** 'Expand all' and 'Collapse all' (Chakra's HStack and ghost xs Buttons). */
export const ACTIONS = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '1',
  mb: '2',
});
export const ACTION = buttonLook({ variant: 'ghost', size: 'xs' });
