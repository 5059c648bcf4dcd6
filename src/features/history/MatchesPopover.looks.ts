import { buttonLook } from '../../components/styled/buttonLook';

export const COMPLETE = buttonLook({
  variant: 'ghost',
  size: '2xs',
  icon: true,
  color: 'fg.success',
});
export const INCOMPLETE = buttonLook({
  variant: 'ghost',
  size: '2xs',
  icon: true,
  color: 'fg.muted',
});
