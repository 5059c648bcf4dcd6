import { recipeStyles } from '../../../components/styled/fixedClass';

export const ITEM_LINK = recipeStyles('link', {}, { color: 'brand.fg', fontWeight: 'medium' });
