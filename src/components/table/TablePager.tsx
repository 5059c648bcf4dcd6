import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { entriesText, pageCount, pageWindow } from './pagination';
import { FOOTER, SUMMARY, GROUP, ICON, PAGE, CURRENT_PAGE } from './TablePager.looks';

export interface TablePagerProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
}

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
