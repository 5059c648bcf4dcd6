/** One measured figure: its samples, their median, and the budget it is held to (if any). */
export interface Figure {
  key: string;
  label: string;
  /** '' counts, 'ratio' a fraction (two decimals). */
  unit: 'ms' | 'KB' | 'MB' | 'ratio' | '';
  samples: number[];
  median: number;
  budget?: Budget;
  pass?: boolean;
  /** Extra facts printed after the value (e.g. the raw size next to the gzip one). */
  detail?: string;
}

export interface Budget {
  /** The figure passes when its median is at most this. */
  max: number;
  text: string;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  const lower = sorted[middle - 1] ?? upper;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}

export function figure(
  key: string,
  label: string,
  unit: Figure['unit'],
  samples: readonly number[],
  options: { budget?: Budget; detail?: string } = {},
): Figure {
  const value = median(samples);
  const { budget, detail } = options;
  return {
    key,
    label,
    unit,
    samples: [...samples],
    median: value,
    budget,
    pass: budget ? value <= budget.max : undefined,
    detail,
  };
}

function formatNumber(value: number, unit: Figure['unit']): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ratio') return value.toFixed(2);
  const digits = unit === 'KB' || unit === 'MB' ? 1 : 0;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

/** `label ........ value  (min-max of n)  detail  budget: PASS|FAIL` */
export function formatFigure(item: Figure): string {
  const value = formatNumber(item.median, item.unit);
  const spread =
    item.samples.length > 1
      ? `  (median of ${item.samples.length}: ${formatNumber(Math.min(...item.samples), item.unit)} to ${formatNumber(Math.max(...item.samples), item.unit)})`
      : '';
  const detail = item.detail ? `  ${item.detail}` : '';
  const budget = item.budget ? `  [${item.budget.text}: ${item.pass ? 'PASS' : 'FAIL'}]` : '';
  return `${item.label.padEnd(52, '.')} ${value.padStart(10)}${spread}${detail}${budget}`;
}

export const KB = 1024;
export const MB = 1024 * 1024;
