import { existsSync } from 'node:fs';
import path from 'node:path';
import { compare, pageComparisons, type Comparison, type PageLoad } from './compare';
import type { ComparedPage } from './pages';
import {
  browseHeap,
  loadPage,
  type Condition,
  type SideBySideHost,
  type Ui,
} from './scenarios/sideBySide';

/**
 * Bazarr's own UI, built unchanged from Bazarr's sources (bench/README.md): the folder ANCHOR_UI_DIR names. Unset, or
 * without an index.html, the side-by-side figures are skipped (run.ts says so).
 */
export function anchorDir(): string | undefined {
  const dir = process.env.ANCHOR_UI_DIR;
  if (!dir) return undefined;
  const resolved = path.resolve(dir);
  return existsSync(path.join(resolved, 'index.html')) ? resolved : undefined;
}

/** Cold loads, and (unless BENCH_THROTTLE=0) the same at 4x CPU slowdown on DevTools' Slow 4G. */
export function conditions(): Condition[] {
  return process.env.BENCH_THROTTLE === '0' ? ['cold'] : ['cold', 'throttled'];
}

export interface SideBySideSamples {
  loads: Map<string, Record<Ui, PageLoad[]>>;
  heapMB: Record<Ui, number[]>;
}

export function emptySideBySide(): SideBySideSamples {
  return { loads: new Map(), heapMB: { ours: [], theirs: [] } };
}

/** The pages of one side-by-side run, and those browsed in one tab for the heap figure (none: no heap figure). */
export interface SideBySidePlan {
  pages: readonly ComparedPage[];
  heapPages: readonly ComparedPage[];
}

/**
 * One run of every page in both UIs, interleaved page by page (ours then theirs on even runs, theirs then ours on
 * odd ones), so that a busy moment on the machine weighs on both alike.
 */
export async function measureSideBySide(
  host: SideBySideHost,
  plan: SideBySidePlan,
  run: number,
  samples: SideBySideSamples,
  log: (line: string) => void,
): Promise<void> {
  const order: Ui[] = run % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
  for (const condition of conditions()) {
    for (const page of plan.pages) {
      const key = `${condition} ${page.name}`;
      const entry = samples.loads.get(key) ?? { ours: [], theirs: [] };
      samples.loads.set(key, entry);
      const times: string[] = [];
      for (const ui of order) {
        const load = await loadPage(host, ui, page, condition);
        entry[ui].push(load);
        const shown = Number.isNaN(load.firstContentMs)
          ? 'timed out'
          : `${Math.round(load.firstContentMs)} ms`;
        times.push(`${ui} ${shown}`);
      }
      log(`  ${key}: ${times.join(', ')}`);
    }
  }
  if (plan.heapPages.length === 0) return;
  for (const ui of order) samples.heapMB[ui].push(await browseHeap(host, plan.heapPages, ui));
  log(
    `  heap: ours ${samples.heapMB.ours.at(-1)?.toFixed(1)} MB, theirs ${samples.heapMB.theirs.at(-1)?.toFixed(1)} MB`,
  );
}

/** Every comparison, page by page, then the heap (ours at most theirs). */
export function sideBySideComparisons(samples: SideBySideSamples): Comparison[] {
  const loads = [...samples.loads.entries()].flatMap(([key, entry]) => {
    const [condition = '', page = ''] = key.split(' ');
    return pageComparisons(page, condition, entry.ours, entry.theirs);
  });
  if (samples.heapMB.ours.length === 0) return loads;
  return [
    ...loads,
    compare(
      'heap.usedMB',
      'JS heap after /series, /movies and the long series',
      'MB',
      samples.heapMB.ours,
      samples.heapMB.theirs,
      1,
    ),
  ];
}
