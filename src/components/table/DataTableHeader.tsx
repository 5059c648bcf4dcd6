import { chakra, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cellDisplay } from './tableClasses';
import { SelectCheckbox } from './SelectCheckbox';
import { isSortable, type DataTableColumn, type SortState } from './types';

interface DataTableHeaderProps<Item> {
  columns: readonly DataTableColumn<Item>[];
  sort: SortState | null;
  onSort: (columnId: string) => void;
  /** Present when rows are selectable. */
  selectAll?: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void };
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** Column headers; sortable ones are buttons (click or Enter) and carry aria-sort. */
export function DataTableHeader<Item>({
  columns,
  sort,
  onSort,
  selectAll,
}: DataTableHeaderProps<Item>) {
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle">
        {selectAll && (
          <Table.ColumnHeader width="2.5rem">
            <SelectCheckbox
              checked={selectAll.checked}
              onChange={selectAll.onChange}
              label="Select all"
            />
          </Table.ColumnHeader>
        )}
        {columns.map((column) => {
          const sortable = isSortable(column);
          const direction = sort?.columnId === column.id ? sort.direction : undefined;
          return (
            <Table.ColumnHeader
              key={column.id}
              textAlign={column.align}
              width={column.width}
              display={cellDisplay(column.hideOnMobile)}
              aria-sort={sortable ? (direction ? ariaSort[direction] : 'none') : undefined}
              whiteSpace="nowrap"
            >
              {sortable ? (
                <chakra.button
                  type="button"
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  fontWeight="inherit"
                  cursor="pointer"
                  focusRing="outside"
                  rounded="l1"
                  onClick={() => onSort(column.id)}
                >
                  {column.header}
                  <SortIcon direction={direction} />
                </chakra.button>
              ) : (
                column.header
              )}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}

function SortIcon({ direction }: { direction: SortState['direction'] | undefined }) {
  const props = { size: 14, 'aria-hidden': true } as const;
  if (direction === 'asc') return <ArrowUp {...props} />;
  if (direction === 'desc') return <ArrowDown {...props} />;
  return <ArrowUpDown {...props} opacity={0.4} />;
}
