import { Button, ButtonGroup, Flex, IconButton, Text } from '@chakra-ui/react';
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { entriesText, pageCount, pageWindow } from './pagination';

export interface TablePagerProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
}

/**
 * The table footer: 'Show X to Y of Z entries' and first/previous/numbers/next/last buttons,
 * the buttons hidden when everything fits on one page.
 */
export function TablePager({ pageIndex, pageSize, total, onPageChange }: TablePagerProps) {
  const pages = pageCount(total, pageSize);
  const last = pages - 1;
  return (
    <Flex justify="space-between" align="center" gap="2" wrap="wrap" pt="3">
      <Text textStyle="sm" color="fg.muted">
        {entriesText(pageIndex, pageSize, total)}
      </Text>
      {pages > 1 && (
        <nav aria-label="Pagination">
          <ButtonGroup size="xs" variant="ghost" gap="1" attached={false}>
            <IconButton
              aria-label="First page"
              disabled={pageIndex === 0}
              onClick={() => onPageChange(0)}
            >
              <ChevronFirst />
            </IconButton>
            <IconButton
              aria-label="Previous page"
              disabled={pageIndex === 0}
              onClick={() => onPageChange(pageIndex - 1)}
            >
              <ChevronLeft />
            </IconButton>
            {pageWindow(pageIndex, pages).map((index) => (
              <Button
                key={index}
                aria-label={`Page ${index + 1}`}
                aria-current={index === pageIndex ? 'page' : undefined}
                variant={index === pageIndex ? 'solid' : 'ghost'}
                onClick={() => onPageChange(index)}
              >
                {index + 1}
              </Button>
            ))}
            <IconButton
              aria-label="Next page"
              disabled={pageIndex === last}
              onClick={() => onPageChange(pageIndex + 1)}
            >
              <ChevronRight />
            </IconButton>
            <IconButton
              aria-label="Last page"
              disabled={pageIndex === last}
              onClick={() => onPageChange(last)}
            >
              <ChevronLast />
            </IconButton>
          </ButtonGroup>
        </nav>
      )}
    </Flex>
  );
}
