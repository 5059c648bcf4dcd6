import { Spinner } from '@chakra-ui/react';
import { useFixedClass, type SortState } from '../../../components';
import { SPACER } from '../../../components/pageFrame/Spacer.looks';
import type { LibraryView } from '../listState/listState';
import { PageSizeSelect } from './PageSizeSelect';
import { SortSelect, type SortOption } from './SortSelect';
import { formatCount } from '../../../components/text/formatCount';
import { COUNT, PROGRESS, PROGRESS_TEXT, SUMMARY } from './ListSummary.looks';

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
  /** While the rest of the list loads in the background: 'Loading movies: 25 of 121'. */
  progress: string | null;
}

/** '1,234 movies', '57 of 100 movies match', or what is still loading. */
function countText({ noun, matching, loaded, total, ready, complete, filtered }: ListSummaryProps) {
  if (!ready) return `Loading ${noun}…`;
  if (!filtered) return `${formatCount(total ?? loaded)} ${noun}`;
  const match = `${formatCount(matching)} of ${formatCount(loaded)} ${noun} match`;
  return complete ? match : `${match} so far`;
}

/**
 * How many items match, the background loading's progress, then the view's own control: rows per page (table) or
 * sort (posters). The progress takes the row's free space (and shortens in it), so that showing it moves no control.
 */
export function ListSummary(props: ListSummaryProps) {
  const { view, progress } = props;
  const count = countText(props);
  const spacerClass = useFixedClass(SPACER);
  const progressClass = useFixedClass(PROGRESS);
  const progressTextClass = useFixedClass(PROGRESS_TEXT);
  return (
    <div className={useFixedClass(SUMMARY)}>
      <p className={useFixedClass(COUNT)} aria-live="polite" data-testid="match-count">
        {count}
      </p>
      {progress === null ? (
        <div className={spacerClass} />
      ) : (
        <p role="status" className={progressClass}>
          <Spinner size="xs" flexShrink={0} />
          <span className={progressTextClass}>{progress}</span>
        </p>
      )}
      {view === 'table' ? (
        <PageSizeSelect pageSize={props.pageSize} onChange={props.onPageSizeChange} />
      ) : (
        <SortSelect sort={props.sort} options={props.sortOptions} onChange={props.onSortChange} />
      )}
    </div>
  );
}
