import { SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { HistoryStatsArgs } from '../../../api/history';
import { useGetLanguagesQuery } from '../../../api/languages';
import { useGetProvidersQuery } from '../../../api/providers';
import { Selector } from '../../../components';
import { ACTION_OPTIONS, ALL, TIME_FRAME_OPTIONS, withAll } from './statsFilters';

export interface StatsFilterBarProps {
  filters: HistoryStatsArgs;
  onChange: (filters: HistoryStatsArgs) => void;
}

/** Time frame, action, provider and language of the statistics; providers and languages come from the history. */
export function StatsFilterBar({ filters, onChange }: StatsFilterBarProps) {
  const providers = useGetProvidersQuery({ history: true });
  const languages = useGetLanguagesQuery({ history: true });
  const providerOptions = useMemo(
    () => withAll((providers.data ?? []).map(({ name }) => ({ value: name, label: name }))),
    [providers.data],
  );
  const languageOptions = useMemo(
    () => withAll((languages.data ?? []).map(({ code2, name }) => ({ value: code2, label: name }))),
    [languages.data],
  );
  const set = (change: Partial<HistoryStatsArgs>) => onChange({ ...filters, ...change });

  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" mb="4">
      <Selector
        label="Time Frame"
        options={TIME_FRAME_OPTIONS}
        value={filters.timeFrame}
        onChange={(timeFrame) => timeFrame && set({ timeFrame })}
      />
      <Selector
        label="Action"
        options={ACTION_OPTIONS}
        value={filters.action}
        onChange={(action) => set({ action: action ?? ALL })}
      />
      <Selector
        label="Provider"
        options={providerOptions}
        value={filters.provider}
        onChange={(provider) => set({ provider: provider ?? ALL })}
        disabled={providers.isLoading}
      />
      <Selector
        label="Language"
        options={languageOptions}
        value={filters.language}
        onChange={(language) => set({ language: language ?? ALL })}
        disabled={languages.isLoading}
      />
    </SimpleGrid>
  );
}
