import { recipeStyles } from '../../styles/fixedClass';

/** PlainLanguageBadge by where it shows: on every screen, on phones only, or from the 'sm' breakpoint on. */
export const PLAIN_LANGUAGE_BADGE = {
  always: recipeStyles('badge', { variant: 'subtle' }),
  phones: recipeStyles('badge', { variant: 'subtle' }, { hideFrom: 'sm' }),
  wider: recipeStyles('badge', { variant: 'subtle' }, { hideBelow: 'sm' }),
};
