import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type AnimationEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFixedClass } from '../../../components';
import { BODY, CONTENT, INDICATOR, ITEM, TRIGGER } from './SeasonItem.looks';

interface SeasonItemProps {
  open: boolean;
  onToggle: () => void;
  /** The trigger's content (the season's name and counts). */
  header: ReactNode;
  /** The season's episodes: rendered only while open (and while it closes). */
  children: ReactNode;
}

/**
 * One season as Chakra's enclosed Accordion item draws it (same parts, classes and states), as plain elements:
 * a long series has 40 of them, and Chakra's Accordion made each a state machine and several styled elements
 *. The trigger is a button with aria-expanded; the content a region named by it, which grows open and
 * shrinks closed with the theme's animations when the user toggles it.
 */
export function SeasonItem({ open, onToggle, header, children }: SeasonItemProps) {
  const id = useId();
  const state = open ? 'open' : 'closed';
  const { shown, animated, onAnimationEnd, contentRef } = useCollapse(open);
  const content = `chakra-accordion__itemContent ${useFixedClass(CONTENT)}`;
  const body = `chakra-accordion__itemBody ${useFixedClass(BODY)}`;
  return (
    <div className={`chakra-accordion__item ${useFixedClass(ITEM)}`} data-state={state}>
      <button
        type="button"
        id={`${id}trigger`}
        aria-controls={`${id}content`}
        aria-expanded={open}
        data-state={state}
        data-season-trigger=""
        className={`chakra-accordion__itemTrigger ${useFixedClass(TRIGGER)}`}
        onClick={onToggle}
      >
        {header}
        <div
          className={`chakra-accordion__itemIndicator ${useFixedClass(INDICATOR)}`}
          data-state={state}
          aria-hidden
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </button>
      {shown && (
        <div
          ref={contentRef}
          id={`${id}content`}
          role="region"
          aria-labelledby={`${id}trigger`}
          className={content}
          // Only a toggle by the user animates (not the page's first render), as Chakra's did.
          data-state={animated ? state : undefined}
          onAnimationEnd={onAnimationEnd}
        >
          <div className={body}>{children}</div>
        </div>
      )}
    </div>
  );
}

/**
 * Whether the content is rendered: while open, and while its closing animation runs. The theme's animations
 * grow and shrink the content's height to `--height`, measured here.
 */
function useCollapse(open: boolean) {
  const [closing, setClosing] = useState(false);
  const [animated, setAnimated] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const contentRef = useRef<HTMLDivElement>(null);
  if (wasOpen !== open) {
    setWasOpen(open);
    setAnimated(true);
    setClosing(!open);
  }
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content || !animated) return;
    content.style.setProperty('--height', `${content.scrollHeight}px`);
    // No animation (reduced motion, or none in this environment): nothing will end it.
    if (closing && NO_ANIMATION.has(getComputedStyle(content).animationName)) setClosing(false);
  }, [animated, closing, open]);
  return {
    shown: open || closing,
    animated,
    contentRef,
    // The content's own animation, not one inside its table.
    onAnimationEnd: (event: AnimationEvent<HTMLElement>) => {
      if (!open && event.target === event.currentTarget) setClosing(false);
    },
  };
}

const NO_ANIMATION = new Set(['', 'none']);

/** Arrow keys, Home and End move between the seasons' triggers, as in Chakra's Accordion. */
export function moveBetweenTriggers(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute('data-season-trigger')) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-season-trigger]')];
  const index = triggers.indexOf(target);
  const next = {
    ArrowDown: triggers[(index + 1) % triggers.length],
    ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers[triggers.length - 1],
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
