import { recipeStyles } from '../../styles/fixedClass';

// The page's title, for screen readers only (Chakra's VisuallyHidden styles around its Heading): part of
// the first render of /series and /movies.
export const TITLE = recipeStyles('heading');
