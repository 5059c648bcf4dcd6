import { fixedStyles } from '../../styles/fixedClass';

export const WITH_FULL_DATE = fixedStyles({
  // One line from 'sm' up; on phones it may wrap, so that the row's actions stay on screen.
  whiteSpace: { base: 'normal', sm: 'nowrap' },
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  textDecorationColor: 'fg.subtle',
  rounded: 'sm',
  focusRing: 'outside',
});
