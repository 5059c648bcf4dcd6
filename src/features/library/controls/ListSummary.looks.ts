import { fixedStyles } from '../../../components/styled/fixedClass';

// Plain elements with fixed classes (the look of Chakra's Flex and Text): above every list's first rows (issue 16).
export const SUMMARY = fixedStyles({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  rowGap: '2',
});
export const COUNT = fixedStyles({ textStyle: 'sm', color: 'fg.muted' });
