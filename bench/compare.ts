import { median } from './figures';

/** One figure measured on our UI and on Bazarr's own in the same run: both medians and their ratio. */
export interface Comparison {
  key: string;
  label: string;
  unit: 'ms' | 'MB';
  ours: number[];
  theirs: number[];
  oursMedian: number;
  theirsMedian: number;
  /** ours / theirs (below 1: we are faster or lighter). */
  ratio: number;
  /** The ratio passes when it is at most this. */
  maxRatio?: number;
  pass?: boolean;
}

export function ratioOf(ours: number, theirs: number): number {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs <= 0) return Number.NaN;
  return ours / theirs;
}

export function compare(
  key: string,
  label: string,
  unit: Comparison['unit'],
  ours: readonly number[],
  theirs: readonly number[],
  maxRatio?: number,
): Comparison {
  // A load that timed out has no figures (NaN): the medians are over the loads that finished, and the line says so.
  const oursMedian = median(ours.filter(Number.isFinite));
  const theirsMedian = median(theirs.filter(Number.isFinite));
  const ratio = ratioOf(oursMedian, theirsMedian);
  return {
    key,
    label,
    unit,
    ours: [...ours],
    theirs: [...theirs],
    oursMedian,
    theirsMedian,
    ratio,
    maxRatio,
    pass: maxRatio === undefined ? undefined : Number.isFinite(ratio) && ratio <= maxRatio,
  };
}

function formatValue(value: number, unit: Comparison['unit']): string {
  if (!Number.isFinite(value)) return 'n/a';
  return unit === 'MB' ? `${value.toFixed(1)} MB` : `${Math.round(value)} ms`;
}

/** `label ........  ours 700 ms  theirs 1435 ms  ratio 0.49  [<= 0.50: PASS]` */
export function formatComparison(item: Comparison): string {
  const ratio = Number.isFinite(item.ratio) ? item.ratio.toFixed(2) : 'n/a';
  const budget =
    item.maxRatio === undefined
      ? ''
      : `  [<= ${item.maxRatio.toFixed(2)}: ${item.pass ? 'PASS' : 'FAIL'}]`;
  const missing = [...item.ours, ...item.theirs].filter((value) => !Number.isFinite(value)).length;
  const note = missing > 0 ? `  (${missing} load${missing === 1 ? '' : 's'} timed out)` : '';
  return (
    `${item.label.padEnd(58, '.')} ours ${formatValue(item.oursMedian, item.unit).padStart(9)}` +
    `  theirs ${formatValue(item.theirsMedian, item.unit).padStart(9)}  ratio ${ratio.padStart(4)}${budget}${note}`
  );
}

/**
 * One cold load of a page: when its first content showed, its first paint, its first API request, its script
 * until then, and the JS heap in use at that point (after a garbage collection).
 */
export interface PageLoad {
  firstContentMs: number;
  fcpMs: number;
  firstApiMs: number;
  scriptMs: number;
  heapMB: number;
}

/**
 * The budgets of the side-by-side loads: first content and first paint at most half of Bazarr's UI's, the heap no
 * higher.
 */
export const RATIO_BUDGETS: Record<keyof PageLoad, number | undefined> = {
  firstContentMs: 0.5,
  fcpMs: 0.5,
  firstApiMs: undefined,
  scriptMs: undefined,
  heapMB: 1,
};

const LOAD_LABELS: Record<keyof PageLoad, string> = {
  firstContentMs: 'first content',
  fcpMs: 'first contentful paint',
  firstApiMs: 'first API request starts',
  scriptMs: 'script until first content',
  heapMB: 'JS heap at first content',
};

/** The comparisons of one page under one condition ('cold' or 'throttled'). */
export function pageComparisons(
  page: string,
  condition: string,
  ours: readonly PageLoad[],
  theirs: readonly PageLoad[],
): Comparison[] {
  return (Object.keys(LOAD_LABELS) as (keyof PageLoad)[]).map((figureKey) =>
    compare(
      `${condition}.${page}.${figureKey}`,
      `${page} ${condition}: ${LOAD_LABELS[figureKey]}`,
      figureKey === 'heapMB' ? 'MB' : 'ms',
      ours.map((load) => load[figureKey]),
      theirs.map((load) => load[figureKey]),
      RATIO_BUDGETS[figureKey],
    ),
  );
}

/** The first API request of a load (socket.io's polling is not data), from resource timing entries. */
export function firstApiStart(entries: readonly { name: string; startTime: number }[]): number {
  const starts = entries
    .filter((entry) => /\/api\//.test(entry.name) && !/\/socket\.io\//.test(entry.name))
    .map((entry) => entry.startTime);
  return starts.length > 0 ? Math.min(...starts) : Number.NaN;
}
