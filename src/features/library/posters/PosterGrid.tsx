import { Box, Grid } from '@chakra-ui/react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { LibraryItem, LibraryKind } from '../libraryKinds';
import { PosterCard } from './PosterCard';

interface PosterGridProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  /** The filtered, sorted ids. */
  ids: readonly number[];
}

const MIN_CARD_WIDTH = 140;
const GAP = 12;
/** Title line, year line and padding below the 2:3 poster. */
const CAPTION_HEIGHT = 58;
/** Before the grid is measured (and under jsdom, which measures nothing). */
const FALLBACK_WIDTH = 4 * MIN_CARD_WIDTH + 3 * GAP;

/** The element the page scrolls in: the shell's main area (the window's scroller outside the shell). */
function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  return element?.closest('main') ?? (document.scrollingElement as HTMLElement | null);
}

/** Where the grid starts in its scroller's content (what lies above it scrolls first). */
function offsetIn(element: HTMLElement, scroller: HTMLElement): number {
  return (
    element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
  );
}

/**
 * The scroller's size as the virtualizer sees it; a scroller not laid out (height 0: before layout, or an
 * environment without layout such as jsdom) counts as the window's height, so the first rows still show.
 */
function observeScrollerRect(
  instance: Virtualizer<HTMLElement, Element>,
  onChange: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    onChange(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );
}

export function gridLayout(width: number) {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const columns = Math.max(2, Math.floor((usable + GAP) / (MIN_CARD_WIDTH + GAP)));
  const cardWidth = (usable - GAP * (columns - 1)) / columns;
  return { columns, rowHeight: Math.round(cardWidth * 1.5 + CAPTION_HEIGHT) + GAP };
}

/**
 * The poster view: as many columns as fit, and only the rows near the screen in the page (virtualized by rows
 * in the page's own scroller), so ten thousand movies scroll as smoothly as ten.
 */
export function PosterGrid<Item extends LibraryItem>({ kind, ids }: PosterGridProps<Item>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    const scroller = scrollParentOf(element);
    if (!element || !scroller) return undefined;
    const measure = () => {
      setWidth(element.clientWidth);
      setScrollMargin(offsetIn(element, scroller));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The filters above can wrap onto more lines, which moves the grid down.
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, []);

  const { columns, rowHeight } = gridLayout(width);
  const rowCount = Math.ceil(ids.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollParentOf(ref.current),
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin,
    observeElementRect: observeScrollerRect,
    initialRect: { width: 0, height: window.innerHeight },
  });
  // Sizes are computed, not measured: tell the virtualizer when the column width changes them.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  return (
    <Box
      ref={ref}
      role="list"
      aria-label={`${kind.plural} posters`}
      position="relative"
      // Values that change while scrolling go inline: as style props each new value would add a CSS rule.
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <Grid
          key={row.key}
          role="none"
          position="absolute"
          top="0"
          left="0"
          w="full"
          gap={`${GAP}px`}
          style={{
            height: rowHeight - GAP,
            transform: `translateY(${row.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {ids.slice(row.index * columns, (row.index + 1) * columns).map((id) => (
            <PosterCard key={id} kind={kind} id={id} />
          ))}
        </Grid>
      ))}
    </Box>
  );
}
