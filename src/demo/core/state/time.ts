/** Bazarr's date strings: humanised ('a minute ago', 'in 5 hours'), 'MM/DD/YY HH:MM:SS', 'YYYY-MM-DD'. */

const pad = (value: number) => String(value).padStart(2, '0');

const UNITS: [number, string][] = [
  [365 * 24 * 3600, 'year'],
  [30 * 24 * 3600, 'month'],
  [7 * 24 * 3600, 'week'],
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** Like the `pretty` package Bazarr uses: '25 seconds ago', 'a minute ago', '3 weeks ago', 'just now'. */
export function humanize(time: number, now: number): string {
  const seconds = Math.round((now - time) / 1000);
  const future = seconds < 0;
  const amount = Math.abs(seconds);
  if (amount < 1) return 'just now';
  for (const [size, unit] of UNITS) {
    if (amount < size) continue;
    const count = Math.floor(amount / size);
    const text = count === 1 ? `${unit === 'hour' ? 'an' : 'a'} ${unit}` : `${count} ${unit}s`;
    return future ? `in ${text}` : `${text} ago`;
  }
  return 'just now';
}

/** 'MM/DD/YY HH:MM:SS' in UTC, like history and blacklist `parsed_timestamp`. */
export function parsedTimestamp(time: number): string {
  const date = new Date(time);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(date.getUTCFullYear() % 100)} ${clock(date)}`;
}

/** 'YYYY-MM-DD HH:MM:SS', like log lines. */
export function logTimestamp(time: number): string {
  const date = new Date(time);
  return `${isoDate(time)} ${clock(date)}`;
}

export function isoDate(time: number): string {
  const date = new Date(time);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 21 2026', like backups. */
export function backupDate(time: number): string {
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${pad(date.getUTCDate())} ${date.getUTCFullYear()}`;
}

/** 'bazarr_backup_v1.5.2_2026.11.21_15.06.10.zip' */
export function backupFilename(time: number, version: string): string {
  const date = new Date(time);
  const day = `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
  const clockPart = `${pad(date.getUTCHours())}.${pad(date.getUTCMinutes())}.${pad(date.getUTCSeconds())}`;
  return `bazarr_backup_v${version}_${day}_${clockPart}.zip`;
}

function clock(date: Date): string {
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export const DAY_MS = 24 * 3600 * 1000;
