import { nativeSelectLook } from '../../../components/form/nativeSelectLook';

const ROOT = { width: 'auto', flex: { base: '1 1 9rem', md: '0 0 auto' } } as const;
const ACTIVE = {
  bg: 'brand.subtle',
  color: 'brand.fg',
  borderColor: 'brand.emphasized',
  fontWeight: 'medium',
} as const;
const NARROW = { maxW: { md: '10rem' } } as const;
const WIDE = { maxW: { md: '12.5rem' } } as const;
/** By width, then whether it filters. */
export const LOOKS = {
  narrow: {
    idle: nativeSelectLook('sm', ROOT, NARROW),
    active: nativeSelectLook('sm', ROOT, { ...NARROW, ...ACTIVE }),
  },
  wide: {
    idle: nativeSelectLook('sm', ROOT, WIDE),
    active: nativeSelectLook('sm', ROOT, { ...WIDE, ...ACTIVE }),
  },
};
