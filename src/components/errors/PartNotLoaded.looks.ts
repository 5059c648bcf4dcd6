import { fixedStyles, recipeStyles } from '../../styles/fixedClass';

// Plain elements with fixed classes: shown when the page's own code (and maybe the later recipes) did not load.
export const NOTICE = fixedStyles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  py: '12',
  px: '4',
  textAlign: 'center',
  color: 'fg.muted',
});
export const RETRY = recipeStyles('button', { variant: 'outline', size: 'sm' });
