import { Flex, Spacer, Text } from '@chakra-ui/react';
import type { SortState } from '../../../components';
import type { LibraryView } from '../listState/listState';
import { PageSizeSelect } from './PageSizeSelect';
import { SortSelect, type SortOption } from './SortSelect';
import { formatCount } from '../../../components/text/formatCount';

interface ListSummaryProps {
  /** 'movies', 'series'. */
  noun: string;
  /** Items that pass the filters, and items loaded. */
  matching: number;
  loaded: number;
  /** What the server has (known once the first page answered), whether that has answered, and the rest. */
  total: number | undefined;
  ready: boolean;
  complete: boolean;
  filtered: boolean;
  view: LibraryView;
  sort: SortState | null;
  sortOptions: readonly SortOption[];
  onSortChange: (sort: SortState | null) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
}

/** '1,234 movies', '57 of 100 movies match', or what is still loading. */
function countText({ noun, matching, loaded, total, ready, complete, filtered }: ListSummaryProps) {
  if (!ready) return `Loading ${noun}…`;
  if (!filtered) return `${formatCount(total ?? loaded)} ${noun}`;
  const match = `${formatCount(matching)} of ${formatCount(loaded)} ${noun} match`;
  return complete ? match : `${match} so far`;
}

/** How many items match, then the view's own control: rows per page (table) or sort (posters). */
export function ListSummary(props: ListSummaryProps) {
  const { view } = props;
  const count = countText(props);
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
