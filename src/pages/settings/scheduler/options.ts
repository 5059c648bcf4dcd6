import type { SelectorOption } from '../../../components';

// Bazarr stores 'Manually' as an interval of a hundred years.
const HUNDRED_YEARS_IN_MINUTES = 52_560_000;
const HUNDRED_YEARS_IN_HOURS = 876_000;

/** The sync intervals (docs/behaviour.md §9) of series, episodes and movies, in minutes, with Bazarr's Manually and Weekly. */
export const SYNC_OPTIONS: readonly SelectorOption<number>[] = [
  { value: HUNDRED_YEARS_IN_MINUTES, label: 'Manually' },
  { value: 15, label: '15 Minutes' },
  { value: 60, label: '1 Hour' },
  { value: 180, label: '3 Hours' },
  { value: 360, label: '6 Hours' },
  { value: 720, label: '12 Hours' },
  { value: 1440, label: '24 Hours' },
  { value: 10_080, label: 'Weekly' },
];

/** docs/behaviour.md §9: disk indexing and backups. */
export const FREQUENCY_OPTIONS: readonly SelectorOption<string>[] = [
  { value: 'Manually', label: 'Manually' },
  { value: 'Daily', label: 'Daily' },
  { value: 'Weekly', label: 'Weekly' },
];

/** The intervals (docs/behaviour.md §9) of searching missing subtitles and upgrading, in hours, with Manually and Weekly. */
export const SEARCH_OPTIONS: readonly SelectorOption<number>[] = [
  { value: HUNDRED_YEARS_IN_HOURS, label: 'Manually' },
  { value: 6, label: '6 Hours' },
  { value: 12, label: '12 Hours' },
  { value: 24, label: '24 Hours' },
  { value: 168, label: 'Weekly' },
];

/** docs/behaviour.md §9: weekday 0 (Monday) to 6 (Sunday). */
export const DAY_OPTIONS: readonly SelectorOption<number>[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
].map((label, value) => ({ value, label }));

/** docs/behaviour.md §9: hour 0 to 23. */
export const HOUR_OPTIONS: readonly SelectorOption<number>[] = Array.from(
  { length: 24 },
  (_, hour) => ({
    value: hour,
    label: `${String(hour).padStart(2, '0')}:00`,
  }),
);

/** The label of a stored interval that is not among the options (minutes for syncs, hours for searches). */
export function intervalLabel(unit: 'minutes' | 'hours') {
  return (value: string | number): string => {
    const amount = Number(value);
    const hours = unit === 'minutes' ? amount / 60 : amount;
    return Number.isInteger(hours) ? `${hours} Hours` : `${amount} Minutes`;
  };
}
