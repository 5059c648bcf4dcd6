import { fixedStyles } from '../components/styled/fixedClass';

export const BOX = fixedStyles({
  position: { base: 'static', sm: 'relative' },
  flex: '0 1 16rem',
  minW: '0',
});
