import { nativeSelectLook } from '../../../components/form/nativeSelectLook';

/** 'Sort by' of the poster view: Chakra's NativeSelect at xs, as wide as its longest option. */
export const SORT_SELECT = nativeSelectLook('xs', { width: 'auto' });
