import { nativeSelectLook } from '../../../components/form/nativeSelectLook';
import { fixedStyles } from '../../../styles/fixedClass';

export const ROW = fixedStyles({ display: 'flex', alignItems: 'center', gap: '2' });
export const LABEL = fixedStyles({ textStyle: 'sm', color: 'fg.muted', hideBelow: 'sm' });
export const LOOK = nativeSelectLook('xs', { width: 'auto' });
