import { fixedStyles } from '../../../styles/fixedClass';

const ICON = { display: 'inline-flex', flexShrink: 0 } as const;
export const ENDED = fixedStyles({ ...ICON, color: 'fg.muted' });
export const CONTINUING = fixedStyles({ ...ICON, color: 'green.fg' });
export const CELL = fixedStyles({ display: 'flex', alignItems: 'center', gap: '1.5' });
