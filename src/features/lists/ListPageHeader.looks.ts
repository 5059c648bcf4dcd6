import { fixedStyles, recipeStyles } from '../../styles/fixedClass';

export const HEADER = fixedStyles({ mb: '4' });

/** The route group above the title ('Wanted'). */
export const GROUP = fixedStyles({
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
});

/** The page title: Chakra's Heading, large. */
export const TITLE = recipeStyles('heading', { size: 'lg' });
