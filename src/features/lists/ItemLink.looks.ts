import { fixedStyles, recipeStyles } from '../../styles/fixedClass';

/** The cell's box: table cells do not wrap; a long title may, so that the row fits a phone. */
export const CELL = fixedStyles({ whiteSpace: 'normal' });

/** The title: Chakra's Link in the brand palette. */
export const LINK = recipeStyles('link', {}, { colorPalette: 'brand', fontWeight: 'medium' });

/** The detail under the title on small screens only (e.g. the episode '1x5'). */
export const MOBILE_DETAIL = fixedStyles({ hideFrom: 'sm', textStyle: 'xs', color: 'fg.muted' });
