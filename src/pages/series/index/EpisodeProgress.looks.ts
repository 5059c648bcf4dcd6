import { fixedStyles, slotRecipeStyles } from '../../../styles/fixedClass';

const row = (colorPalette: string) =>
  fixedStyles({ display: 'flex', alignItems: 'center', gap: '2', minW: '6rem', colorPalette });
/** Gray without a profile, brand when nothing is missing, yellow otherwise. */
export const ROWS = { none: row('gray'), complete: row('brand'), missing: row('yellow') };
export const TRACK = slotRecipeStyles('progress', 'track', { size: 'md' }, { flex: '1' });
export const RANGE = slotRecipeStyles('progress', 'range', { size: 'md' });
const label = (color?: string) =>
  fixedStyles({
    textStyle: 'sm',
    color,
    minW: '3.5rem',
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  });
export const LABEL = label();
export const MUTED_LABEL = label('fg.muted');
