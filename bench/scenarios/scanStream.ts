import type { Page } from 'playwright-core';
import { median } from '../figures';
import { classifyRequest } from '../requests';
import { sleep } from '../sleep';
import { seasonRowSelector, withPage, type BenchContext } from '../session';
import { serverOf, waitForQuiet, type Ui } from './sideBySide';

/** A disk scan of the long series at 6 episodes a second (BENCH_SCAN_SECONDS, 60 by default). */
export function scanSeconds(): number {
  const seconds = Number(process.env.BENCH_SCAN_SECONDS ?? 60);
  return Number.isFinite(seconds) && seconds >= 5 ? seconds : 60;
}

const PER_SECOND = 6;
/** Rows watched for freshness: the first rows of the open season, which both UIs show at the top. */
const WATCHED_ROWS = 10;
/** After the last event: time for the last reads to land. */
const SETTLE_MS = 4000;

export interface ScanRun {
  /** API requests (socket.io's own traffic aside) per minute of stream. */
  requestsPerMinute: number;
  /** Requests by path, e.g. { episodes: 60, badges: 30 }. */
  byPath: Record<string, number>;
  /** For each watched row, from its episode's event to the row's first change after it. */
  lagsMs: number[];
}

/**
 * In the page: the text of the first data rows, and a MutationObserver per row recording when it changes
 * (Date.now(), the clock the demo server's schedule uses). A string: tsx would rewrite a function.
 */
const WATCH_ROWS = (selector: string, count: number) => `(() => {
  const rows = Array.from(document.querySelectorAll(${JSON.stringify(selector)}))
    .map((cell) => cell.closest('tr'))
    .filter((row, index, all) => row && all.indexOf(row) === index)
    .slice(0, ${count});
  window.__rowChanges = rows.map(() => []);
  rows.forEach((row, index) =>
    new MutationObserver(() => window.__rowChanges[index].push(Date.now())).observe(row, {
      childList: true, subtree: true, attributes: true, characterData: true,
    }),
  );
  return rows.map((row) => row.textContent || '');
})()`;

/** The rows' episodes, by title (each row shows its episode's title); null where no title matches alone. */
function episodesOfRows(context: BenchContext, ui: Ui, rowTexts: string[]): (number | null)[] {
  const { state } = serverOf(context, ui).backend;
  const { episodeIds, latestSeason } = context.facts.longSeries;
  const season = episodeIds
    .map((id) => state.episodes.get(id))
    .filter((episode) => episode?.season === latestSeason);
  return rowTexts.map((text) => {
    const matches = season.filter((episode) => episode && text.includes(episode.title));
    return matches.length === 1 ? (matches[0]?.id ?? null) : null;
  });
}

/** The whole series in scan order, each watched episode spread evenly over the stream. */
function scanOrder(allIds: number[], watched: number[], events: number): number[] {
  const rest = allIds.filter((id) => !watched.includes(id));
  const step = Math.max(1, Math.floor(events / (watched.length + 1)));
  const order: number[] = [];
  for (let index = 0; index < events; index += 1) {
    const slot = index / step;
    const id = Number.isInteger(slot) && slot >= 1 ? watched[slot - 1] : undefined;
    order.push(id ?? rest[index % rest.length] ?? 0);
  }
  return order;
}

const ROW_SELECTOR: Record<Ui, (season: number) => string> = {
  ours: seasonRowSelector,
  // Bazarr's UI draws its seasons in one table; its first rows are the open (latest) season's.
  theirs: () => 'table tbody tr td + td',
};

/** Opens the long series, lets the scan stream run, and counts what the page asked for meanwhile. */
export function scanLongSeries(context: BenchContext, ui: Ui): Promise<ScanRun> {
  const server = serverOf(context, ui);
  const { id, latestSeason, episodeIds } = context.facts.longSeries;
  return withPage(context, async (tab: Page) => {
    const requests: string[] = [];
    let counting = false;
    tab.on('request', (request) => {
      const api = classifyRequest(request.method(), request.url());
      if (counting && api) requests.push(api.path);
    });
    await tab.goto(`${server.url}series/${id}`);
    const selector = ROW_SELECTOR[ui](latestSeason);
    await tab.waitForSelector(selector, { timeout: 120_000 });
    await waitForQuiet(tab);
    const rowTexts = (await tab.evaluate(WATCH_ROWS(selector, WATCHED_ROWS))) as string[];
    const rowEpisodes = episodesOfRows(context, ui, rowTexts);
    // Only episodes the scan will change (they miss something) can show a change.
    const watched = rowEpisodes.filter(
      (episode): episode is number =>
        episode !== null && server.backend.derived.episode(episode).length > 0,
    );
    const seconds = scanSeconds();
    const order = scanOrder(episodeIds, watched, seconds * PER_SECOND);
    counting = true;
    const { schedule, startedAt } = server.backend.control.scan({
      seriesId: id,
      perSecond: PER_SECOND,
      seconds,
      episodeIds: order,
    });
    await sleep(seconds * 1000 + SETTLE_MS);
    counting = false;
    const changes = (await tab.evaluate('window.__rowChanges')) as number[][];
    const lagsMs = watched.flatMap((episode) => {
      const row = rowEpisodes.indexOf(episode);
      const event = schedule.find((item) => item.episodeId === episode);
      if (!event) return [];
      const eventAt = startedAt + event.atMs;
      const shownAt = (changes[row] ?? []).find((at) => at >= eventAt);
      return shownAt === undefined ? [Number.NaN] : [shownAt - eventAt];
    });
    const byPath: Record<string, number> = {};
    for (const path of requests) byPath[path] = (byPath[path] ?? 0) + 1;
    // The scan changed the library: the next run starts from the seed again.
    server.backend.control.reset();
    return { requestsPerMinute: (requests.length * 60) / seconds, byPath, lagsMs };
  });
}

/** The goal under a stream: at most one request per second of stream, each row fresh within 1 s of its event. */
const MAX_REQUESTS_PER_MINUTE = 60;
const MAX_LAG_MS = 1000;

/** Lines for the results: both UIs, and our figures against the goal. */
export function formatScanRuns(runs: Record<Ui, ScanRun[]>): string[] {
  const describe = (ui: Ui) => {
    const list = runs[ui];
    const perMinute = median(list.map((run) => run.requestsPerMinute).filter(Number.isFinite));
    const lags = list.flatMap((run) => run.lagsMs);
    const longest = lags.some(Number.isNaN) ? Number.NaN : Math.max(...lags);
    const paths = list.at(-1)?.byPath ?? {};
    const detail = Object.entries(paths)
      .sort((a, b) => b[1] - a[1])
      .map(([path, count]) => `${path} ${count}`)
      .join(', ');
    return { perMinute, longest, lagCount: lags.length, detail };
  };
  const ours = describe('ours');
  const theirs = describe('theirs');
  const ms = (value: number) =>
    Number.isFinite(value) ? `${Math.round(value)} ms` : 'a row never changed';
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  return [
    `Disk scan of the long series, ${PER_SECOND} episodes/s for ${scanSeconds()} s (requests counted until 4 s after):`,
    `  requests per minute of stream: ours ${ours.perMinute.toFixed(0)}, theirs ${theirs.perMinute.toFixed(0)}` +
      `, ratio ${(ours.perMinute / theirs.perMinute).toFixed(2)}  [ours <= ${MAX_REQUESTS_PER_MINUTE}: ${verdict(ours.perMinute <= MAX_REQUESTS_PER_MINUTE)}]`,
    `    ours (last run): ${ours.detail}`,
    `    theirs (last run): ${theirs.detail}`,
    `  longest time from an event to its row (${ours.lagCount} / ${theirs.lagCount} rows watched): ours ${ms(ours.longest)}, theirs ${ms(theirs.longest)}` +
      `  [ours <= ${MAX_LAG_MS} ms: ${verdict(ours.longest <= MAX_LAG_MS)}]`,
  ];
}
