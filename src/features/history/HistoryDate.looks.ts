import { fixedStyles } from '../../components/styled/fixedClass';

export const WITH_FULL_DATE = fixedStyles({
  whiteSpace: 'nowrap',
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  textDecorationColor: 'fg.subtle',
  rounded: 'sm',
  focusRing: 'outside',
});
