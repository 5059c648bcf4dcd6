export type HintPlacement = 'top' | 'bottom' | 'left' | 'right';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Space between the trigger and the hint, and the least margin kept to the window's edges. */
const GAP = 8;
const MARGIN = 8;

const OPPOSITE: Record<HintPlacement, HintPlacement> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

function fits(placement: HintPlacement, trigger: Box, hint: Box, view: Box): boolean {
  switch (placement) {
    case 'top':
      return trigger.top - GAP - hint.height >= MARGIN;
    case 'bottom':
      return trigger.top + trigger.height + GAP + hint.height <= view.height - MARGIN;
    case 'left':
      return trigger.left - GAP - hint.width >= MARGIN;
    case 'right':
      return trigger.left + trigger.width + GAP + hint.width <= view.width - MARGIN;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * Where a hint of size `hint` goes beside `trigger` (viewport coordinates): on the asked side, or on the
 * opposite one when it does not fit there, centred on the trigger and kept inside the window.
 */
export function hintPosition(
  placement: HintPlacement,
  trigger: Box,
  hint: Pick<Box, 'width' | 'height'>,
  view: Pick<Box, 'width' | 'height'>,
): { top: number; left: number; placement: HintPlacement } {
  const hintBox = { top: 0, left: 0, ...hint };
  const viewBox = { top: 0, left: 0, ...view };
  const side =
    fits(placement, trigger, hintBox, viewBox) ||
    !fits(OPPOSITE[placement], trigger, hintBox, viewBox)
      ? placement
      : OPPOSITE[placement];
  const centreX = trigger.left + trigger.width / 2 - hint.width / 2;
  const centreY = trigger.top + trigger.height / 2 - hint.height / 2;
  const position = {
    top: { top: trigger.top - GAP - hint.height, left: centreX },
    bottom: { top: trigger.top + trigger.height + GAP, left: centreX },
    left: { top: centreY, left: trigger.left - GAP - hint.width },
    right: { top: centreY, left: trigger.left + trigger.width + GAP },
  }[side];
  return {
    placement: side,
    top: clamp(position.top, MARGIN, Math.max(MARGIN, view.height - MARGIN - hint.height)),
    left: clamp(position.left, MARGIN, Math.max(MARGIN, view.width - MARGIN - hint.width)),
  };
}
