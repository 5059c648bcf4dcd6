import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TableClasses } from './tableClasses';
import { SelectCheckbox } from './SelectCheckbox';
import { isSortable, type DataTableColumn, type SortState } from './types';

interface DataTableHeaderProps<Item> {
  columns: readonly DataTableColumn<Item>[];
  sort: SortState | null;
  onSort: (columnId: string) => void;
  classes: TableClasses;
  /** Present when rows are selectable. */
  selectAll?: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void };
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** Column headers; sortable ones are buttons (click or Enter) and carry aria-sort. */
export function DataTableHeader<Item>({
  columns,
  sort,
  onSort,
  classes,
  selectAll,
}: DataTableHeaderProps<Item>) {
  return (
    <thead className={classes.head}>
      <tr className={classes.headRow}>
        {selectAll && (
          <th className={classes.selectHeader}>
            <SelectCheckbox
              checked={selectAll.checked}
              onChange={selectAll.onChange}
              label="Select all"
            />
          </th>
        )}
        {columns.map((column, index) => {
          const sortable = isSortable(column);
          const direction = sort?.columnId === column.id ? sort.direction : undefined;
          return (
            <th
              key={column.id}
              {...classes.headers[index]}
              aria-sort={sortable ? (direction ? ariaSort[direction] : 'none') : undefined}
            >
              {sortable ? (
                <button
                  type="button"
                  className={classes.sortButton}
                  onClick={() => onSort(column.id)}
                >
                  {column.header}
                  <SortIcon direction={direction} />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

function SortIcon({ direction }: { direction: SortState['direction'] | undefined }) {
  const props = { size: 14, 'aria-hidden': true } as const;
  if (direction === 'asc') return <ArrowUp {...props} />;
  if (direction === 'desc') return <ArrowDown {...props} />;
  return <ArrowUpDown {...props} opacity={0.4} />;
}
