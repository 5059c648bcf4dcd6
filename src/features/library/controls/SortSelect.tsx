import { HStack, IconButton, NativeSelect } from '@chakra-ui/react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import type { SortState } from '../../../components';

export interface SortOption {
  /** A column id the list sorts by. */
  value: string;
  label: string;
}

interface SortSelectProps {
  sort: SortState | null;
  options: readonly SortOption[];
  onChange: (sort: SortState | null) => void;
}

/** The poster view has no column headers: 'Sort by' and a direction button stand for them. */
export function SortSelect({ sort, options, onChange }: SortSelectProps) {
  const descending = sort?.direction === 'desc';
  return (
    <HStack gap="1">
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label="Sort by"
          value={sort?.columnId ?? ''}
          onChange={(event) => {
            const columnId = event.currentTarget.value;
            onChange(columnId === '' ? null : { columnId, direction: sort?.direction ?? 'asc' });
          }}
        >
          <option value="">Default order</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={descending ? 'Sort descending' : 'Sort ascending'}
        title={descending ? 'Descending: click for ascending' : 'Ascending: click for descending'}
        disabled={sort === null}
        onClick={() =>
          sort && onChange({ columnId: sort.columnId, direction: descending ? 'asc' : 'desc' })
        }
      >
        {descending ? <ArrowDownWideNarrow /> : <ArrowUpNarrowWide />}
      </IconButton>
    </HStack>
  );
}
