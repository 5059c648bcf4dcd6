import { fixedStyles } from '../../styles/fixedClass';

// Plain elements with fixed classes (Chakra's Stack and Box): the list is the first render of its pages.
export const LIST = fixedStyles({ display: 'flex', flexDirection: 'column', gap: '3' });
export const FILTERS = fixedStyles({ display: 'contents' });
