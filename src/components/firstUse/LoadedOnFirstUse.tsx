import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { Hint } from '../hint/Hint';

/** What the plain button does before its part is loaded: preload on approach, load on use. */
export interface FirstUseHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface LoadedOnFirstUseProps {
  /** The lazy part (from `lazyNamed`). */
  part: { preload: () => Promise<unknown> };
  /** The plain button: with handlers before the first use, without them while the part loads. */
  button: (handlers?: FirstUseHandlers) => ReactElement;
  /** The part, rendered from the first use on (it usually opens itself once mounted). */
  loaded: () => ReactNode;
  /** A tooltip for the plain button before its first use (the loaded part shows its own). */
  hint?: { content: ReactNode; openDelay: number };
}

/**
 * A plain button that looks like the loaded part's trigger until it is first used, so that a page of rows
 * does not load a menu or popover per row. Pointing at it or focusing it preloads the part; a click renders
 * the part, with the same button shown while its code arrives. `hint` is the button's tooltip until then.
 * Usage: `<LoadedOnFirstUse part={Menu} button={(on) => <Plain {...on} />} loaded={() => <Menu />} />`.
 */
export function LoadedOnFirstUse({ part, button, loaded, hint }: LoadedOnFirstUseProps) {
  const [used, setUsed] = useState(false);
  if (!used) {
    const preload = () => void part.preload();
    const plain = button({
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setUsed(true),
    });
    return hint ? <Hint {...hint}>{plain}</Hint> : plain;
  }
  return <Suspense fallback={button()}>{loaded()}</Suspense>;
}
