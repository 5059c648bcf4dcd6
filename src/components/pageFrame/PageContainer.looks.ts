import { fixedStyles } from '../../styles/fixedClass';

/** PageContainer: Chakra's Box with these props, on every page's first render. */
export const PAGE_CONTAINER = fixedStyles({
  px: { base: '2', md: '4' },
  py: '4',
  maxW: '100%',
  minW: '0',
});
