import { fixedStyles, recipeStyles } from '../styles/fixedClass';

export const BOX = fixedStyles({
  position: { base: 'static', sm: 'relative' },
  flex: '0 1 16rem',
  minW: '0',
});

// The box as Chakra's InputGroup draws it with a start element (its Group, InputElement and Input), in plain
// elements: the header is part of every page's first render.
export const GROUP = fixedStyles(
  {
    display: 'inline-flex',
    gap: 'var(--group-gap, 0.5rem)',
    isolation: 'isolate',
    position: 'relative',
    flexDirection: 'row',
  },
  { width: 'full', alignItems: 'center', justifyContent: 'flex-start' },
);
export const START_ELEMENT = fixedStyles(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    zIndex: 2,
    color: 'fg.muted',
    height: 'full',
    fontSize: 'sm',
    px: '3',
  },
  { pointerEvents: 'none' },
);
export const INPUT = recipeStyles(
  'input',
  { size: 'sm' },
  { ps: 'calc(var(--input-height) - 0px)' },
);
