import type { ByteCount } from './bundle';
import { figure, KB, median, type Figure } from './figures';
import type { LibraryFacts } from './library';
import { BATCH_MS, countRequests, type ApiRequest, type EntityList } from './requests';
import type { BrowseRun, StormResult } from './scenarios/browseAndStorm';
import type { SeriesVisit } from './scenarios/coldLoads';
import type { MassEditRun } from './scenarios/massEdit';

/** What the runs measured, one entry per run. */
export interface Samples {
  seriesVisits: SeriesVisit[];
  moviesFirstRowMs: number[];
  longSeriesMs: number[];
  massEdits: MassEditRun[];
  browses: BrowseRun[];
}

/** Budgets of the first visit, the first rows and realtime storms (printed, not asserted; bench/README.md). */
export const BUDGETS = {
  firstVisitGzipKB: 200,
  seriesFirstRowMs: 1500,
  moviesFirstRowMs: 2000,
  stormLongestTaskMs: 200,
  requestsPerBatch: 1,
};

const ENTITY_LISTS: EntityList[] = ['series', 'movies', 'episodes'];

/** The 20 ms windows the client can have seen while events arrived (the first event opens the first). */
export function batchesDuring(sendMs: number): number {
  return Math.ceil(sendMs / BATCH_MS) + 1;
}

/** The most requests one entity list got per batch: above 1, the UI refetched more than once per batch. */
export function requestsPerBatch(requests: readonly ApiRequest[], sendMs: number): number {
  const batches = batchesDuring(sendMs);
  return Math.max(
    0,
    ...ENTITY_LISTS.map((entity) => requests.filter((r) => r.entity === entity).length / batches),
  );
}

function describeCounts(requests: readonly ApiRequest[]): string {
  const counts = Object.entries(countRequests(requests));
  if (counts.length === 0) return 'no requests';
  return counts.map(([key, count]) => `${key}: ${count}`).join(', ');
}

/** Median of each phase over the runs: 'selectAll 310 ms, chooseProfile 120 ms...'. */
function describePhases(runs: readonly MassEditRun[]): string {
  const names = Object.keys(runs[0]?.phases ?? {});
  return names
    .map((name) => `${name} ${Math.round(median(runs.map((run) => run.phases[name] ?? 0)))} ms`)
    .join(', ');
}

function kb(bytes: number): number {
  return bytes / KB;
}

function codeFigures(first: ByteCount | undefined, chunks: ByteCount): Figure[] {
  return [
    figure(
      'firstVisit.gzipKB',
      'First visit to /series: JS+CSS (gzip)',
      'KB',
      first ? [kb(first.gzip)] : [],
      {
        budget: { max: BUDGETS.firstVisitGzipKB, text: `< ${BUDGETS.firstVisitGzipKB} KB` },
        detail: first ? `raw ${kb(first.raw).toFixed(1)} KB in ${first.files} files` : undefined,
      },
    ),
    figure('chunks.gzipKB', 'All chunks in build/assets: JS+CSS (gzip)', 'KB', [kb(chunks.gzip)], {
      detail: `raw ${kb(chunks.raw).toFixed(1)} KB in ${chunks.files} files`,
    }),
  ];
}

function stormFigures(storms: readonly StormResult[], page: string, key: string): Figure[] {
  const last = storms[storms.length - 1];
  return [
    figure(
      `${key}.longTasks`,
      `Storm on ${page}: long tasks (> 50 ms)`,
      '',
      storms.map((s) => s.longTasks.length),
      {
        detail: `total ${Math.round(
          last?.longTasks.reduce((sum, task) => sum + task.duration, 0) ?? 0,
        )} ms in the last run`,
      },
    ),
    figure(
      `${key}.longestTaskMs`,
      `Storm on ${page}: longest task`,
      'ms',
      storms.map((s) => Math.max(0, ...s.longTasks.map((task) => task.duration))),
      { budget: { max: BUDGETS.stormLongestTaskMs, text: `<= ${BUDGETS.stormLongestTaskMs} ms` } },
    ),
    figure(
      `${key}.requests`,
      `Storm on ${page}: API requests made in response`,
      '',
      storms.map((s) => s.requests.length),
      { detail: last ? `last run: ${describeCounts(last.requests)}` : undefined },
    ),
    figure(
      `${key}.listReloads`,
      `Storm on ${page}: list pages read again`,
      '',
      storms.map((s) => s.requests.filter((request) => request.kind === 'list').length),
      { detail: 'an update is read by id; reloading the pages that hold it repeats that work' },
    ),
    figure(
      `${key}.requestsPerBatch`,
      `Storm on ${page}: requests per list per 20 ms batch`,
      'ratio',
      storms.map((s) => requestsPerBatch(s.requests, s.sendMs)),
      {
        budget: { max: BUDGETS.requestsPerBatch, text: `<= ${BUDGETS.requestsPerBatch}` },
        detail: last ? `${batchesDuring(last.sendMs)} batches` : undefined,
      },
    ),
  ];
}

export function collectFigures(samples: Samples, chunks: ByteCount): Figure[] {
  const { seriesVisits, massEdits, browses } = samples;
  const lastEdit = massEdits[massEdits.length - 1];
  return [
    ...codeFigures(seriesVisits[0]?.code, chunks),
    figure(
      'series.firstRowMs',
      'First /series row visible',
      'ms',
      seriesVisits.map((v) => v.firstRowMs),
      {
        budget: { max: BUDGETS.seriesFirstRowMs, text: `< ${BUDGETS.seriesFirstRowMs} ms` },
      },
    ),
    figure('movies.firstRowMs', 'First /movies row visible', 'ms', samples.moviesFirstRowMs, {
      budget: { max: BUDGETS.moviesFirstRowMs, text: `< ${BUDGETS.moviesFirstRowMs} ms` },
    }),
    figure(
      'longSeries.latestSeasonMs',
      'Longest series: latest season rows visible',
      'ms',
      samples.longSeriesMs,
    ),
    figure(
      'search.suggestionsMs',
      'Global search: last key to suggestions',
      'ms',
      seriesVisits.map((v) => v.searchMs),
      {
        detail: 'includes the 500 ms debounce',
      },
    ),
    figure(
      'massEdit.saveMs',
      'Mass edit: select all movies, change profile, save',
      'ms',
      massEdits.map((m) => m.saveMs),
      { detail: describePhases(massEdits) },
    ),
    figure(
      'massEdit.afterSaveRequests',
      'Mass edit: requests in the 5 s after the save',
      '',
      massEdits.map((m) => m.afterSave.length),
      {
        detail: lastEdit ? `last run: ${describeCounts(lastEdit.afterSave)}` : undefined,
      },
    ),
    figure(
      'massEdit.afterSaveLongestTaskMs',
      'Mass edit: longest task after the save',
      'ms',
      massEdits.map((m) => m.longestTaskAfterSaveMs),
    ),
    ...stormFigures(
      browses.map((run) => run.storm),
      '/series',
      'storm',
    ),
    ...stormFigures(
      browses.map((run) => run.moviesStorm),
      '/movies',
      'moviesStorm',
    ),
    figure(
      'heap.usedMB',
      'JS heap after /series, /movies and the long series',
      'MB',
      browses.map((b) => b.heapMB),
    ),
  ];
}

/** The library's size, for the results file. */
export function librarySummary(facts: LibraryFacts) {
  return {
    series: facts.seriesCount,
    episodes: facts.episodeCount,
    movies: facts.movieCount,
    longSeries: {
      id: facts.longSeries.id,
      title: facts.longSeries.title,
      episodes: facts.longSeries.episodeIds.length,
    },
  };
}
