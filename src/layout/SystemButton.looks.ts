import { recipeStyles } from '../styles/fixedClass';
import { ICON_BUTTON } from '../components/styled/buttonLook';

// Online (every page's first render): a plain button with the fixed class of Chakra's subtle gray
// IconButton. Offline: Chakra's, for its spinner.
export const ONLINE = recipeStyles('button', { variant: 'subtle' }, ICON_BUTTON, {
  colorPalette: 'gray',
  flexShrink: 0,
});
