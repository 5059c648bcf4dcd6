import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatsPoint } from './statsFilters';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

/** Series and movie counts per day, side by side, in Chakra's theme colours. */
export function StatsChart({ points }: { points: StatsPoint[] }) {
  const chart = useChart<StatsPoint>({
    data: points,
    series: [
      { name: 'series', label: 'Series', color: 'blue.solid' },
      { name: 'movies', label: 'Movies', color: 'orange.solid' },
    ],
  });
  const dayLabel = chart.formatDate(DAY_FORMAT);
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={{ base: '72', md: '96' }}>
      <BarChart data={chart.data} responsive barGap={1}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key('date')}
          tickFormatter={dayLabel}
          tickLine={false}
          axisLine={false}
          minTickGap={12}
        />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={32} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          labelFormatter={(label) => (typeof label === 'string' ? dayLabel(label) : label)}
          content={<Chart.Tooltip />}
        />
        <Legend
          verticalAlign="top"
          align="right"
          // In the bars' order (Series, then Movies), not recharts' alphabetical one.
          itemSorter={(item) => chart.series.findIndex((series) => series.name === item.dataKey)}
          content={<Chart.Legend />}
        />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            name={item.label as string}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
