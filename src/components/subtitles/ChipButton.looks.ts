import { buttonLook } from '../styled/buttonLook';
import { palettes } from './SubtitleBadge';

/** A subtitle chip's button in a palette: Chakra's subtle 2xs Button. */
export const chipButtonLook = (palette: string) =>
  buttonLook({ variant: 'subtle', size: '2xs', colorPalette: palette, fontWeight: 'medium' });

/** The chips' palettes: one per status, and cyan while a chip's menu is open (docs/behaviour.md §4). */
export const CHIP_BUTTON_LOOKS = [...Object.values(palettes), 'cyan'].map(chipButtonLook);
