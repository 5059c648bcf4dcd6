import { fixedStyles, recipeStyles } from '../../styles/fixedClass';

/** Chakra's Loader inside a loading Button: a box-less wrapper. */
export const LOADER = fixedStyles({ display: 'contents' });

/** The spinner Chakra's Button shows while loading: the text's size and colour. */
export const SPINNER = recipeStyles(
  'spinner',
  { size: 'inherit' },
  { borderWidth: '0.125em', color: 'inherit' },
);

/** Where the spinner sits when the button has no loading text: Chakra's AbsoluteCenter (both axes), inline. */
export const CENTER = fixedStyles(
  {
    position: 'absolute',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    insetStart: '50%',
    top: '50%',
    translate: '-50% -50%',
    _rtl: { translate: '50% -50%' },
  },
  { display: 'inline-flex' },
);

/** The content kept (for the button's width) but not shown while the spinner is. */
export const HIDDEN_CONTENT = fixedStyles({ visibility: 'hidden', display: 'contents' });
