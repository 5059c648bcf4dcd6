import type { HistoryStatsArgs } from '../../../api/history';
import { HISTORY_ACTIONS } from '../../../api/schemas/history';
import type { SelectorOption } from '../../../components';

export type TimeFrame = HistoryStatsArgs['timeFrame'];

/** 'All' in every filter but the time frame, which starts at a month (as Bazarr's page does). */
export const DEFAULT_STATS_FILTERS: HistoryStatsArgs = {
  timeFrame: 'month',
  action: 'All',
  provider: 'All',
  language: 'All',
};

export const ALL = 'All';

export const TIME_FRAME_OPTIONS: readonly SelectorOption<TimeFrame>[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'trimester', label: 'Trimester' },
  { value: 'year', label: 'Year' },
];

export const ACTION_OPTIONS: readonly SelectorOption<'All' | number>[] = [
  { value: ALL, label: ALL },
  ...Object.entries(HISTORY_ACTIONS).map(([code, name]) => ({ value: Number(code), label: name })),
];

/** 'All' followed by the given choices. */
export function withAll(options: readonly SelectorOption<string>[]): SelectorOption<string>[] {
  return [{ value: ALL, label: ALL }, ...options];
}

export interface StatsPoint {
  date: string;
  series: number;
  movies: number;
}

/** One point per day with both counts, in date order (either list may miss a day another has). */
export function mergeStats(
  series: readonly { date: string; count: number }[],
  movies: readonly { date: string; count: number }[],
): StatsPoint[] {
  const byDate = new Map<string, StatsPoint>();
  const pointOf = (date: string) => {
    const point = byDate.get(date) ?? { date, series: 0, movies: 0 };
    byDate.set(date, point);
    return point;
  };
  for (const { date, count } of series) pointOf(date).series += count;
  for (const { date, count } of movies) pointOf(date).movies += count;
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
