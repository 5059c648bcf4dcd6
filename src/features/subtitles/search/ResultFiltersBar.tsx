import { Button, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { FilterX } from 'lucide-react';
import { useMemo } from 'react';
import { useGetLanguagesQuery } from '../../../api/languages';
import type { SearchResult } from '../../../api/schemas/providers';
import { NumberField, Selector } from '../../../components';
import {
  ALL,
  hasFilters,
  NO_FILTERS,
  resultChoices,
  type ResultFilters,
  type SubtitleKind,
} from './resultFilters';

const KINDS: { value: SubtitleKind; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'normal', label: 'Normal' },
  { value: 'hi', label: 'Hearing impaired' },
  { value: 'forced', label: 'Forced' },
];

interface ResultFiltersBarProps {
  results: readonly SearchResult[];
  shown: number;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}

/**
 * A text filter over release names and uploaders, then provider, language, HI/forced and minimum score filters
 * over the manual search's results.
 */
export function ResultFiltersBar({ results, shown, filters, onChange }: ResultFiltersBarProps) {
  const { data: languages } = useGetLanguagesQuery();
  const choices = useMemo(() => resultChoices(results), [results]);
  const providerOptions = useMemo(
    () => [
      { value: ALL, label: 'All providers' },
      ...choices.providers.map((provider) => ({ value: provider, label: provider })),
    ],
    [choices.providers],
  );
  const languageOptions = useMemo(
    () => [
      { value: ALL, label: 'All languages' },
      ...choices.languages.map((code2) => ({
        value: code2,
        label: languages?.find((language) => language.code2 === code2)?.name ?? code2,
      })),
    ],
    [choices.languages, languages],
  );
  const set = <K extends keyof ResultFilters>(key: K, value: ResultFilters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <>
      <Input
        aria-label="Filter releases and uploaders"
        placeholder="Filter releases and uploaders"
        value={filters.text}
        onChange={(event) => set('text', event.target.value)}
        size="sm"
      />
      <SimpleGrid
        role="group"
        aria-label="Filter results"
        columns={{ base: 2, md: 4 }}
        gap="3"
        alignItems="end"
      >
        <Selector
          label="Provider"
          options={providerOptions}
          value={filters.provider}
          onChange={(value) => set('provider', value ?? ALL)}
        />
        <Selector
          label="Language"
          options={languageOptions}
          value={filters.language}
          onChange={(value) => set('language', value ?? ALL)}
        />
        <Selector
          label="Type"
          options={KINDS}
          value={filters.kind}
          onChange={(value) => set('kind', value ?? 'any')}
        />
        <NumberField
          label="Minimum score"
          value={filters.minScore}
          onChange={(value) => set('minScore', value)}
          min={0}
          max={100}
          step={5}
          decimals={0}
          size="sm"
        />
      </SimpleGrid>
      {hasFilters(filters) && (
        <HStack justify="space-between" gap="2">
          <Text textStyle="sm" color="fg.muted" role="status">
            {shown} of {results.length} results
          </Text>
          <Button size="xs" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            <FilterX />
            Clear filters
          </Button>
        </HStack>
      )}
    </>
  );
}
