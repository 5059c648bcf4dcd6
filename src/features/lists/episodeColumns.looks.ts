import { fixedStyles } from '../../components/styled/fixedClass';

export const MUTED = fixedStyles({ color: 'fg.muted' });
