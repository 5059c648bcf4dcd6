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
 * the part once its code is in, with the same button shown while it arrives. When the code cannot load (Bazarr
 * away), the plain button stays and the next click tries again. `hint` is the button's tooltip until then.
 * Usage: `<LoadedOnFirstUse part={Menu} button={(on) => <Plain {...on} />} loaded={() => <Menu />} />`.
 */
export function LoadedOnFirstUse({ part, button, loaded, hint }: LoadedOnFirstUseProps) {
  const [stage, setStage] = useState<'plain' | 'loading' | 'used'>('plain');
  if (stage === 'used') return <Suspense fallback={button()}>{loaded()}</Suspense>;
  if (stage === 'loading') return button();
  const preload = () => void part.preload().catch(() => undefined);
  const use = () => {
    setStage('loading');
    part.preload().then(
      () => setStage('used'),
      () => setStage('plain'),
    );
  };
  const plain = button({ onPointerEnter: preload, onFocus: preload, onClick: use });
  return hint ? <Hint {...hint}>{plain}</Hint> : plain;
}
