import { Chart, useChart } from '@chakra-ui/charts';
import { Heading, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { languageLabel } from '../../components';
import type { CoverageRow } from './coverageCounts';
import type { CoverageKind } from './coverageLinks';
import { COVERAGE_STATES, STATE_COLORS, STATE_LABELS } from './coverageStates';
import { formatCount } from '../../components/text/formatCount';

interface ChartPoint {
  language: string;
  file: number;
  embedded: number;
  missing: number;
}

const ROW_HEIGHT = 28;

/**
 * Episodes or movies per language as stacked bars (file, embedded only, missing), in the statistics page's
 * chart kit (Chakra charts over recharts). The numbers, and their links, are in the table below it: the chart
 * is a picture of them and hidden from screen readers. Memoized: it redraws only when the counts change.
 */
export const CoverageChart = memo(function CoverageChart({
  kind,
  rows,
}: {
  kind: CoverageKind;
  rows: readonly CoverageRow[];
}) {
  const chart = useChart<ChartPoint>({
    data: rows.map((row) => ({ language: languageLabel(row.language, 'code'), ...row[kind] })),
    series: COVERAGE_STATES.map((state) => ({
      name: state,
      label: STATE_LABELS[state],
      color: STATE_COLORS[state],
      stackId: 'coverage',
    })),
  });
  const title = kind === 'episodes' ? 'Episodes' : 'Movies';
  return (
    <Stack gap="1" flex="1" minW="0" aria-hidden>
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <Chart.Root chart={chart} aspectRatio="auto" h={`${rows.length * ROW_HEIGHT + 64}px`}>
        <BarChart
          data={chart.data}
          layout="vertical"
          responsive
          barCategoryGap={4}
          // Hidden from screen readers (the table holds the numbers): no keyboard stop either.
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis
            type="number"
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <YAxis
            type="category"
            dataKey={chart.key('language')}
            tickLine={false}
            axisLine={false}
            width={72}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          <Legend
            verticalAlign="top"
            align="right"
            itemSorter={(item) => chart.series.findIndex((series) => series.name === item.dataKey)}
            content={<Chart.Legend />}
          />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              name={item.label as string}
              dataKey={chart.key(item.name)}
              stackId={item.stackId}
              fill={chart.color(item.color)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Stack>
  );
});
