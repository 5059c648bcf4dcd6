import { fixedStyles } from '../../styles/fixedClass';

const ICON = { display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 } as const;
export const MONITORED = fixedStyles(ICON, { color: 'brand.fg' });
export const UNMONITORED = fixedStyles(ICON, { color: 'fg.muted' });
