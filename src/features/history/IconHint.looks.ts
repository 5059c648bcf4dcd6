import { fixedStyles } from '../../components/styled/fixedClass';

export const ICON_HINT = fixedStyles({
  display: 'inline-flex',
  verticalAlign: 'middle',
  color: 'fg.muted',
  rounded: 'sm',
  focusRing: 'outside',
});
