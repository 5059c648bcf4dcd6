import { fixedStyles, recipeStyles } from '../../styles/fixedClass';

export const LIST = fixedStyles({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  flexWrap: 'wrap',
  listStyleType: 'none',
});
export const BADGE = recipeStyles('badge', { variant: 'outline' });
