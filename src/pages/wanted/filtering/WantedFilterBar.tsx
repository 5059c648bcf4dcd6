import { Button, Flex, Input } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { useGetLanguagesQuery } from '../../../api/languages';
import { PlainCheckbox } from '../../../components/form/PlainCheckbox';
import { compareValues } from '../../../components/table/rowModel';
import { FilterSelect } from '../../../features/library/filters/FilterSelect';
import { hasWantedFilters, NO_WANTED_FILTERS, type WantedFilters } from './wantedFilters';

interface WantedFilterBarProps {
  /** 'episodes', 'movies'. */
  noun: string;
  /** Episodes: offers 'Hide specials (season 0)'. */
  hasSpecials: boolean;
  filters: WantedFilters;
  onChange: (change: Partial<WantedFilters>) => void;
}

/** The enabled languages (what profiles, hence missing subtitles, are made of), by name. */
function useLanguageOptions() {
  const { data } = useGetLanguagesQuery();
  return useMemo(
    () =>
      (data ?? [])
        .filter((language) => language.enabled)
        .map((language) => ({ value: language.code2, label: language.name }))
        .sort((a, b) => compareValues(a.label, b.label)),
    [data],
  );
}

/** Title text, missing language and (series) 'Hide specials (season 0)', with 'Clear filters' while any is set. */
export function WantedFilterBar({ noun, hasSpecials, filters, onChange }: WantedFilterBarProps) {
  const languages = useLanguageOptions();
  return (
    <Flex role="search" aria-label={`Filter wanted ${noun}`} gap="2" wrap="wrap" align="center">
      <Input
        aria-label="Filter"
        placeholder={hasSpecials ? 'Filter by series' : 'Filter by title'}
        value={filters.text}
        onChange={(event) => onChange({ text: event.target.value })}
        size="sm"
        flex={{ base: '1 1 100%', sm: '1 1 12rem', md: '0 1 20rem' }}
      />
      <FilterSelect
        label="Missing language"
        anyLabel="Any language"
        value={filters.language ?? ''}
        options={languages}
        onChange={(value) => onChange({ language: value === '' ? null : value })}
      />
      {hasSpecials && (
        <PlainCheckbox
          checked={filters.hideSpecials}
          onChange={(hideSpecials) => onChange({ hideSpecials })}
        >
          Hide specials (season 0)
        </PlainCheckbox>
      )}
      {hasWantedFilters(filters) && (
        <Button size="sm" variant="ghost" onClick={() => onChange(NO_WANTED_FILTERS)}>
          <X />
          Clear filters
        </Button>
      )}
    </Flex>
  );
}
