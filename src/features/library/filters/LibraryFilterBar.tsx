import { Button } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import type { LanguageProfile } from '../../../api/schemas/languages';
import { useFixedClass } from '../../../components';
import type { LibraryItem, LibraryKind } from '../libraryKinds';
import {
  activeFilterCount,
  NO_FILTERS,
  type LibraryFilters,
  type ListStateChange,
  type YesNo,
} from '../listState/listState';
import type { FilterOptions } from './filterOptions';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { FiltersToggle } from './FiltersToggle';
import { SPACER } from '../../../components/pageFrame/Spacer.looks';
import { BAR, FIRST_LINE, SELECTS, TEXT } from './LibraryFilterBar.looks';

interface LibraryFilterBarProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  text: string;
  filters: LibraryFilters;
  options: FilterOptions;
  profiles: readonly LanguageProfile[];
  onChange: (change: ListStateChange) => void;
  /** At the end of the first line (the view toggle). */
  trailing?: ReactNode;
}

const MISSING_OPTIONS: readonly FilterOption[] = [
  { value: 'yes', label: 'Has missing subtitles' },
  { value: 'no', label: 'No missing subtitles' },
];
const MONITORED_OPTIONS: readonly FilterOption[] = [
  { value: 'yes', label: 'Monitored' },
  { value: 'no', label: 'Unmonitored' },
];

const plain = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: value }));
const capitalized = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
const yesNo = (value: string): YesNo | null => (value === 'yes' || value === 'no' ? value : null);
const orNull = (value: string) => (value === '' ? null : value);

/**
 * The title filter and the filters over what the items are (profile, missing subtitles, monitored, series
 * type, tag, audio language), with 'Clear filters' while any is set. Options come from the profiles and the
 * loaded items.
 */
export function LibraryFilterBar<Item extends LibraryItem>({
  kind,
  text,
  filters,
  options,
  profiles,
  onChange,
  trailing,
}: LibraryFilterBarProps<Item>) {
  const set = (change: Partial<LibraryFilters>) => onChange({ filters: { ...filters, ...change } });
  const profileOptions: FilterOption[] = [
    ...profiles.map((profile) => ({ value: String(profile.profileId), label: profile.name })),
    { value: 'none', label: 'No profile' },
  ];
  const active = activeFilterCount(filters);
  const anySet = text.trim() !== '' || active > 0;
  const [open, setOpen] = useState(false);
  const selectsId = useId();
  return (
    <div
      role="search"
      aria-label={`Filter ${kind.plural.toLowerCase()}`}
      className={`chakra-stack ${useFixedClass(BAR)}`}
    >
      <div className={useFixedClass(FIRST_LINE)}>
        <input
          aria-label="Filter"
          placeholder="Filter"
          value={text}
          onChange={(event) => onChange({ text: event.target.value })}
          className={`chakra-input ${useFixedClass(TEXT)}`}
        />
        <FiltersToggle
          open={open}
          active={active}
          controls={selectsId}
          onToggle={() => setOpen((shown) => !shown)}
        />
        <div className={useFixedClass(SPACER)} />
        {trailing}
      </div>
      <div id={selectsId} className={useFixedClass(open ? SELECTS.open : SELECTS.closed)}>
        <FilterSelect
          label="Languages profile"
          anyLabel="Any profile"
          value={filters.profile === null ? '' : String(filters.profile)}
          options={profileOptions}
          onChange={(value) =>
            set({ profile: value === 'none' ? 'none' : value === '' ? null : Number(value) })
          }
        />
        <FilterSelect
          label="Missing subtitles"
          anyLabel="Any subtitles"
          value={filters.missing ?? ''}
          options={MISSING_OPTIONS}
          wide
          onChange={(value) => set({ missing: yesNo(value) })}
        />
        <FilterSelect
          label="Monitored"
          anyLabel="Monitored or not"
          value={filters.monitored ?? ''}
          options={MONITORED_OPTIONS}
          onChange={(value) => set({ monitored: yesNo(value) })}
        />
        {kind.seriesTypeOf && (
          <FilterSelect
            label="Series type"
            anyLabel="Any type"
            value={filters.seriesType ?? ''}
            options={capitalized(options.seriesTypes)}
            onChange={(value) => set({ seriesType: orNull(value) })}
          />
        )}
        {(options.tags.length > 0 || filters.tag !== null) && (
          <FilterSelect
            label="Tag"
            anyLabel="Any tag"
            value={filters.tag ?? ''}
            options={plain(options.tags)}
            onChange={(value) => set({ tag: orNull(value) })}
          />
        )}
        <FilterSelect
          label="Audio language"
          anyLabel="Any audio"
          value={filters.audio ?? ''}
          options={plain(options.audio)}
          onChange={(value) => set({ audio: orNull(value) })}
        />
        {anySet && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange({ text: '', filters: NO_FILTERS })}
          >
            <X />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
