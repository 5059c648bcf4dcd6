import { fixedStyles } from '../../styles/fixedClass';

export const MUTED = fixedStyles({ color: 'fg.muted' });
