import type { SelectorOption } from '../../../components';

/** SPEC §9: sync intervals of series, episodes and movies, in minutes. */
export const SYNC_OPTIONS: readonly SelectorOption<number>[] = [
  { value: 15, label: '15 Minutes' },
  { value: 60, label: '1 Hour' },
  { value: 180, label: '3 Hours' },
  { value: 360, label: '6 Hours' },
  { value: 720, label: '12 Hours' },
  { value: 1440, label: '24 Hours' },
];

/** SPEC §9: disk indexing and backups. */
export const FREQUENCY_OPTIONS: readonly SelectorOption<string>[] = [
  { value: 'Manually', label: 'Manually' },
  { value: 'Daily', label: 'Daily' },
  { value: 'Weekly', label: 'Weekly' },
];

/** SPEC §9: searching missing subtitles and upgrading, in hours. */
export const SEARCH_OPTIONS: readonly SelectorOption<number>[] = [
  { value: 6, label: '6 Hours' },
  { value: 12, label: '12 Hours' },
  { value: 24, label: '24 Hours' },
];

/** SPEC §9: weekday 0 (Monday) to 6 (Sunday). */
export const DAY_OPTIONS: readonly SelectorOption<number>[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
].map((label, value) => ({ value, label }));

/** SPEC §9: hour 0 to 23. */
export const HOUR_OPTIONS: readonly SelectorOption<number>[] = Array.from(
  { length: 24 },
  (_, hour) => ({
    value: hour,
    label: `${String(hour).padStart(2, '0')}:00`,
  }),
);

// Newer Bazarr versions also store these; they are shown by name rather than as bare numbers.
const HUNDRED_YEARS_IN_MINUTES = 52_560_000;
const HUNDRED_YEARS_IN_HOURS = 876_000;

/** The label of a stored interval that is not among the options (minutes for syncs, hours for searches). */
export function intervalLabel(unit: 'minutes' | 'hours') {
  return (value: string | number): string => {
    const amount = Number(value);
    if (amount === (unit === 'minutes' ? HUNDRED_YEARS_IN_MINUTES : HUNDRED_YEARS_IN_HOURS))
      return 'Manually';
    const hours = unit === 'minutes' ? amount / 60 : amount;
    if (hours === 168) return 'Weekly';
    return Number.isInteger(hours) ? `${hours} Hours` : `${amount} Minutes`;
  };
}
