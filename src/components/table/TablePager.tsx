import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonLook } from '../styled/buttonLook';
import { useFixedClass } from '../styled/fixedClass';
import { entriesText, pageCount, pageWindow } from './pagination';

export interface TablePagerProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
}

// Plain elements with fixed classes, the look of Chakra's Flex, Text and an xs ghost ButtonGroup: the pager is
// on every list, part of its first render (issue 16).
const FOOTER = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  pt: '3',
} as const;
const SUMMARY = { textStyle: 'sm', color: 'fg.muted' } as const;
const GROUP = {
  display: 'inline-flex',
  gap: '1',
  isolation: 'isolate',
  position: 'relative',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-start',
} as const;
const ICON = buttonLook({ variant: 'ghost', size: 'xs', icon: true });
const PAGE = buttonLook({ variant: 'ghost', size: 'xs' });
const CURRENT_PAGE = buttonLook({ variant: 'solid', size: 'xs' });

interface PagerButtonProps {
  className: string;
  label: string;
  disabled?: boolean;
  current?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function PagerButton({ className, label, disabled, current, onClick, children }: PagerButtonProps) {
  return (
    <button
      type="button"
      className={`chakra-button ${className}`}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The table footer: 'Show X to Y of Z entries' and first/previous/numbers/next/last buttons,
 * the buttons hidden when everything fits on one page.
 */
export function TablePager({ pageIndex, pageSize, total, onPageChange }: TablePagerProps) {
  const icon = useFixedClass(ICON);
  const page = useFixedClass(PAGE);
  const currentPage = useFixedClass(CURRENT_PAGE);
  const footer = useFixedClass(FOOTER);
  const summary = useFixedClass(SUMMARY);
  const group = useFixedClass(GROUP);
  const pages = pageCount(total, pageSize);
  const last = pages - 1;
  return (
    <div className={footer}>
      <p className={summary}>{entriesText(pageIndex, pageSize, total)}</p>
      {pages > 1 && (
        <nav aria-label="Pagination">
          <div className={`chakra-group ${group}`}>
            <PagerButton
              className={icon}
              label="First page"
              disabled={pageIndex === 0}
              onClick={() => onPageChange(0)}
            >
              <ChevronFirst />
            </PagerButton>
            <PagerButton
              className={icon}
              label="Previous page"
              disabled={pageIndex === 0}
              onClick={() => onPageChange(pageIndex - 1)}
            >
              <ChevronLeft />
            </PagerButton>
            {pageWindow(pageIndex, pages).map((index) => (
              <PagerButton
                key={index}
                className={index === pageIndex ? currentPage : page}
                label={`Page ${index + 1}`}
                current={index === pageIndex}
                onClick={() => onPageChange(index)}
              >
                {index + 1}
              </PagerButton>
            ))}
            <PagerButton
              className={icon}
              label="Next page"
              disabled={pageIndex === last}
              onClick={() => onPageChange(pageIndex + 1)}
            >
              <ChevronRight />
            </PagerButton>
            <PagerButton
              className={icon}
              label="Last page"
              disabled={pageIndex === last}
              onClick={() => onPageChange(last)}
            >
              <ChevronLast />
            </PagerButton>
          </div>
        </nav>
      )}
    </div>
  );
}
