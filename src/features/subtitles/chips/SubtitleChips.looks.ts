import { fixedStyles } from '../../../styles/fixedClass';

/** Chakra's HStack, wrapping: the chips of every row. */
export const CHIPS = fixedStyles({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '1',
  flexWrap: 'wrap',
});
