import { fixedStyles } from '../../../styles/fixedClass';

// Plain elements with fixed classes (the look of Chakra's Flex and Text): above every list's first rows.
export const SUMMARY = fixedStyles({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  rowGap: '2',
});
export const COUNT = fixedStyles({ textStyle: 'sm', color: 'fg.muted' });
// In the spacer's place: it grows into the free space and shortens there, so the controls stay where they are.
export const PROGRESS = fixedStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flex: '1',
  minW: '0',
  textStyle: 'sm',
  color: 'fg.muted',
});
export const PROGRESS_TEXT = fixedStyles({ truncate: true });
