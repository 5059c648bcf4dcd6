import { buttonLook } from '../styled/buttonLook';

export const ROW_ICON_BUTTON_VARIANTS = ['ghost', 'subtle', 'outline'] as const;
export const ROW_ICON_BUTTON_SIZES = ['2xs', 'xs', 'sm'] as const;

/** RowIconButton's look: Chakra's IconButton in a variant and size. */
export const rowIconButtonLook = (
  variant: (typeof ROW_ICON_BUTTON_VARIANTS)[number],
  size: (typeof ROW_ICON_BUTTON_SIZES)[number],
) => buttonLook({ variant, size, icon: true });

export const ROW_ICON_BUTTON_LOOKS = ROW_ICON_BUTTON_VARIANTS.flatMap((variant) =>
  ROW_ICON_BUTTON_SIZES.map((size) => rowIconButtonLook(variant, size)),
);
