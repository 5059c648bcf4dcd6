import { fixedStyles } from '../styled/fixedClass';

/** Toolbar: Chakra's HStack with these props, on most pages' first render. */
export const TOOLBAR = fixedStyles(
  { display: 'flex', flexDirection: 'row', alignItems: 'center' },
  {
    gap: '1',
    px: { base: '2', md: '4' },
    py: '2',
    bg: 'bg.panel',
    borderBottomWidth: '1px',
    borderColor: 'border',
    flexWrap: 'wrap',
  },
);
