import { HStack, IconButton } from '@chakra-ui/react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { PlainNativeSelect, type SortState } from '../../../components';
import { SORT_SELECT } from './SortSelect.looks';

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
      {/* Plain elements: Chakra's NativeSelect imports ark's whole Field into every list's first visit. */}
      <PlainNativeSelect
        label="Sort by"
        look={SORT_SELECT}
        value={sort?.columnId ?? ''}
        onChange={(columnId) =>
          onChange(columnId === '' ? null : { columnId, direction: sort?.direction ?? 'asc' })
        }
      >
        <option value="">Default order</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </PlainNativeSelect>
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
