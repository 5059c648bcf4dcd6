import { fixedStyles, recipeStyles } from '../../components/styled/fixedClass';

// The page's title, for screen readers only (the look of Chakra's VisuallyHidden around its Heading): part of
// the first render of /series and /movies (issue 16).
export const VISUALLY_HIDDEN = fixedStyles({
  border: '0',
  clip: 'rect(0, 0, 0, 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  position: 'absolute',
});
export const TITLE = recipeStyles('heading');
