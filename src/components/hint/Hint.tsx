import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import type { HintPlacement } from './hintPosition';

// The bubble, its placement and the tooltip recipe load when a hint first shows (after its delay), not with the
// header that has hints.
const HintBubble = lazyNamed(() => import('./HintBubble').then((module) => module.HintBubble));

interface HintProps {
  /** What the hint says; nothing shows when it is empty. */
  content: ReactNode;
  /** Milliseconds the pointer rests on the trigger, or keyboard focus stays, before the hint shows. */
  openDelay: number;
  placement?: HintPlacement;
  /** No hint while true (the search box while the user types in it). */
  disabled?: boolean;
  /** The trigger: one element. */
  children: ReactNode;
}

/**
 * A tooltip: the hint beside its trigger after a delay on hover or keyboard focus; leaving, pressing,
 * Escape or scrolling hides it. A light replacement for Chakra's Tooltip, whose state machine and
 * floating-ui positioning the header would otherwise load on every first visit. It wraps the trigger in a
 * `display: contents` span (no box of its own, so layouts are unchanged) and styles itself with the theme's
 * tooltip recipe (one of the later ones).
 */
export function Hint({ content, openDelay, placement = 'bottom', disabled, children }: HintProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // Focus that follows a press is the pointer's, not the keyboard's: it must not show the hint.
  const pressed = useRef(false);
  const [open, setOpen] = useState(false);
  const id = useId();

  const cancel = () => window.clearTimeout(timer.current);
  const show = () => {
    cancel();
    // Its code arrives during the delay (a failure shows when it renders).
    HintBubble.preload().catch(() => undefined);
    timer.current = window.setTimeout(() => setOpen(true), openDelay);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };
  useEffect(() => cancel, []);

  const visible = open && !disabled && content != null && content !== '';

  useEffect(() => {
    if (!visible) return;
    const element = anchor.current?.firstElementChild;
    const describedBy = element?.getAttribute('aria-describedby');
    if (element && !describedBy) element.setAttribute('aria-describedby', id);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    // Capturing: a scroll of any container moves the trigger away from the hint.
    window.addEventListener('scroll', hide, true);
    return () => {
      if (element && !describedBy) element.removeAttribute('aria-describedby');
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hide only touches a ref and a setter
  }, [visible, id]);

  return (
    <span
      ref={anchor}
      style={{ display: 'contents' }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show();
      }}
      onPointerLeave={() => {
        pressed.current = false;
        hide();
      }}
      onPointerDown={() => {
        pressed.current = true;
        hide();
      }}
      onFocus={() => {
        if (!pressed.current) show();
      }}
      onBlur={() => {
        pressed.current = false;
        hide();
      }}
    >
      {children}
      {visible && (
        <Suspense fallback={null}>
          <HintBubble id={id} anchor={anchor} placement={placement}>
            {content}
          </HintBubble>
        </Suspense>
      )}
    </span>
  );
}
