import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

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
}

/**
 * A plain button that looks like the loaded part's trigger until it is first used, so that a page of rows
 * does not load a menu or popover per row. Pointing at it or focusing it preloads the part; a click renders
 * the part, with the same button shown while its code arrives.
 * Usage: `<LoadedOnFirstUse part={Menu} button={(on) => <Plain {...on} />} loaded={() => <Menu />} />`.
 */
export function LoadedOnFirstUse({ part, button, loaded }: LoadedOnFirstUseProps) {
  const [used, setUsed] = useState(false);
  if (!used) {
    const preload = () => void part.preload();
    return button({ onPointerEnter: preload, onFocus: preload, onClick: () => setUsed(true) });
  }
  return <Suspense fallback={button()}>{loaded()}</Suspense>;
}
