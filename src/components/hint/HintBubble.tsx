import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Portal, useSlotRecipe } from '@chakra-ui/react';
import { hintPosition, type HintPlacement } from './hintPosition';

interface HintBubbleProps {
  id: string;
  /** The hint's wrapper: its first child is the trigger. */
  anchor: RefObject<HTMLElement | null>;
  placement: HintPlacement;
  children: ReactNode;
}

/**
 * The shown hint, in the body (it takes no pointer or focus, so a dialog's focus trap is not concerned),
 * measured and placed beside the trigger before it paints.
 */
export function HintBubble({ id, anchor, placement, children }: HintBubbleProps) {
  const styles = useSlotRecipe({ key: 'tooltip' })();
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const trigger = anchor.current?.firstElementChild;
    const element = bubble.current;
    if (!trigger || !element) return;
    setPosition(
      hintPosition(
        placement,
        trigger.getBoundingClientRect(),
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [anchor, placement]);

  return (
    <Portal>
      <Box
        ref={bubble}
        id={id}
        role="tooltip"
        data-state="open"
        css={styles.content}
        position="fixed"
        pointerEvents="none"
        style={{
          top: position?.top ?? 0,
          left: position?.left ?? 0,
          visibility: position ? undefined : 'hidden',
        }}
      >
        {children}
      </Box>
    </Portal>
  );
}
