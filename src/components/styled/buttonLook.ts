import type { SystemStyleObject } from '@chakra-ui/react';
import { recipeStyles, type FixedStyles } from '../../styles/fixedClass';

export interface ButtonLook {
  variant: 'solid' | 'subtle' | 'surface' | 'outline' | 'ghost' | 'plain';
  size: '2xs' | 'xs' | 'sm' | 'md';
  /** As Chakra's IconButton: no padding, the icon a little larger. */
  icon?: boolean;
  colorPalette?: string;
  fontWeight?: SystemStyleObject['fontWeight'];
  /** Over the variant's colour, e.g. 'fg.success'. */
  color?: SystemStyleObject['color'];
}

/** What Chakra's IconButton adds to the button recipe. */
export const ICON_BUTTON = { px: '0', py: '0', _icon: { fontSize: '1.2em' } } as const;
const looks = new Map<string, FixedStyles>();

/**
 * Chakra's Button (or IconButton) look as fixed styles, one per combination, for plain `<button>`s with the class
 * `chakra-button` (buttons repeated in rows, or in every page's pager, without a Chakra element each).
 * Usage: `` className={`chakra-button ${useFixedClass(buttonLook({ variant: 'ghost', size: 'xs', icon: true }))}`} ``.
 */
export function buttonLook({
  variant,
  size,
  icon = false,
  colorPalette,
  fontWeight,
  color,
}: ButtonLook): FixedStyles {
  const key = [variant, size, icon, colorPalette, fontWeight, color].join(' ');
  let styles = looks.get(key);
  if (!styles) {
    const extra: SystemStyleObject = { ...(icon ? ICON_BUTTON : {}) };
    if (colorPalette !== undefined) extra.colorPalette = colorPalette;
    if (fontWeight !== undefined) extra.fontWeight = fontWeight;
    if (color !== undefined) extra.color = color;
    styles = recipeStyles('button', { variant, size }, extra);
    looks.set(key, styles);
  }
  return styles;
}
