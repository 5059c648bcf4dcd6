import { fixedStyles } from '../../styles/fixedClass';

export const ICON_HINT = fixedStyles({
  display: 'inline-flex',
  verticalAlign: 'middle',
  color: 'fg.muted',
  rounded: 'sm',
  focusRing: 'outside',
});
