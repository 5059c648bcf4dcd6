import { recipeStyles } from '../../../styles/fixedClass';

export const ITEM_LINK = recipeStyles('link', {}, { color: 'brand.fg', fontWeight: 'medium' });
