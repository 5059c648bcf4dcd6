import { fixedStyles } from '../../../styles/fixedClass';

// Plain elements with fixed classes (Chakra's HStack and Text): in every episode row of an open season.
export const ROW_ACTIONS = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '0',
  justifyContent: 'flex-end',
  // On phones the two buttons stack rather than push the column past the screen.
  flexWrap: 'wrap',
});
/** Wide enough to read from 'sm' up; on phones the row's other columns come first. */
export const TITLE = fixedStyles({ whiteSpace: 'normal', minW: { base: 'auto', sm: '8rem' } });
