import { fixedStyles } from '../../../components/styled/fixedClass';

// Plain elements with fixed classes (Chakra's HStack and Text): in every episode row of an open season.
export const ROW_ACTIONS = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '0',
  justifyContent: 'flex-end',
});
export const TITLE = fixedStyles({ whiteSpace: 'normal', minW: '8rem' });
