import { fixedStyles, recipeStyles, slotRecipeStyles } from '../../../styles/fixedClass';

const row = (colorPalette: string) =>
  fixedStyles({
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '2',
    colorPalette,
  });
/** By whether nothing is missing: brand, else yellow. */
export const ROWS = { complete: row('brand'), missing: row('yellow') };
export const TRACK = slotRecipeStyles(
  'progress',
  'track',
  { size: 'xs' },
  { w: '4rem', hideBelow: 'sm' },
);
export const RANGE = slotRecipeStyles('progress', 'range', { size: 'xs' });
export const LABEL = fixedStyles({
  textStyle: 'sm',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
});
export const COMPLETE = recipeStyles('badge', { variant: 'subtle' }, { colorPalette: 'green' });
