import { Flex, Spacer, Text } from '@chakra-ui/react';
import type { SortState } from '../../../components';
import type { LibraryView } from '../listState/listState';
import { PageSizeSelect } from './PageSizeSelect';
import { SortSelect, type SortOption } from './SortSelect';

const numberFormat = new Intl.NumberFormat('en-US');

interface ListSummaryProps {
  /** 'movies', 'series'. */
  noun: string;
  /** Items that pass the filters, and items loaded. */
  matching: number;
  loaded: number;
  filtered: boolean;
  view: LibraryView;
  sort: SortState | null;
  sortOptions: readonly SortOption[];
  onSortChange: (sort: SortState | null) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
}

/** How many items match, then the view's own control: rows per page (table) or sort (posters). */
export function ListSummary(props: ListSummaryProps) {
  const { noun, matching, loaded, filtered, view } = props;
  const count = filtered
    ? `${numberFormat.format(matching)} of ${numberFormat.format(loaded)} ${noun} match`
    : `${numberFormat.format(loaded)} ${noun}`;
  return (
    <Flex gap="2" align="center" wrap="wrap" rowGap="2">
      <Text textStyle="sm" color="fg.muted" aria-live="polite" data-testid="match-count">
        {count}
      </Text>
      <Spacer />
      {view === 'table' ? (
        <PageSizeSelect pageSize={props.pageSize} onChange={props.onPageSizeChange} />
      ) : (
        <SortSelect sort={props.sort} options={props.sortOptions} onChange={props.onSortChange} />
      )}
    </Flex>
  );
}
