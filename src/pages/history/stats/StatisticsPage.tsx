import { HStack, Stat } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useGetHistoryStatsQuery } from '../../../api/history';
import { PageContainer, QueryState } from '../../../components';
import { ListPageHeader } from '../../../features/lists';
import { StatsChart } from './StatsChart';
import { StatsFilterBar } from './StatsFilterBar';
import { DEFAULT_STATS_FILTERS, mergeStats } from './statsFilters';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Stat.Root borderWidth="1px" borderColor="border" rounded="md" px="4" py="2" maxW="40">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

const sum = (points: readonly { count: number }[]) =>
  points.reduce((total, point) => total + point.count, 0);

/** /history/stats: how many subtitles were handled per day, filtered by time frame, action, provider, language. */
export default function StatisticsPage() {
  const [filters, setFilters] = useState(DEFAULT_STATS_FILTERS);
  const result = useGetHistoryStatsQuery(filters);
  const { data } = result;
  const points = useMemo(() => (data ? mergeStats(data.series, data.movies) : []), [data]);

  return (
    <PageContainer>
      <ListPageHeader group="History" title="Statistics" />
      <StatsFilterBar filters={filters} onChange={setFilters} />
      <QueryState result={result}>
        {(stats) => (
          <>
            <HStack role="group" aria-label="Totals" gap="3" mb="4" aria-busy={result.isFetching}>
              <Total label="Series" value={sum(stats.series)} />
              <Total label="Movies" value={sum(stats.movies)} />
            </HStack>
            <StatsChart points={points} />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
