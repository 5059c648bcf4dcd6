import type { Page } from 'playwright-core';

/**
 * What the bench reads inside the page, installed before any page script runs (addInitScript). Plain
 * JavaScript in a string: tsx rewrites TypeScript functions with helpers that do not exist in the page.
 *
 * - long tasks (PerformanceObserver 'longtask'), as [startTime, duration] pairs;
 * - the time stamps of the latest input and click events (when the user acted);
 * - marks: `__bench.watch(name, selector)` records when an element matching `selector` is first in the page
 *   and visible (`found`), and the start of the next frame (`painted`), in page time (performance.now()); with a
 *   text, only an element whose text holds it counts.
 */
const PROBE_SOURCE = `(() => {
  const bench = { longTasks: [], marks: {}, watches: [], lastInput: 0, lastClick: 0 };
  window.__bench = bench;
  // The default buffer keeps 250 entries; a storm makes more requests than that.
  performance.setResourceTimingBufferSize(20000);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {}
  document.addEventListener('input', (event) => { bench.lastInput = event.timeStamp; }, true);
  document.addEventListener('click', (event) => { bench.lastClick = event.timeStamp; }, true);
  // withText: the element's row (or the element) shows text, so that a skeleton row does not count as data.
  const hasText = (element) => ((element.closest('tr') || element).textContent || '').trim() !== '';
  // Text first: getClientRects makes the browser lay the page out then and there, and a skeleton row (which
  // matches too) would have the probe do that after every change to the page while it loads.
  const holds = (element, text) => !text || (element.textContent || '').includes(text);
  const visible = (selector, withText, text) =>
    Array.from(document.querySelectorAll(selector)).some(
      (element) =>
        (!withText || hasText(element)) && holds(element, text) && element.getClientRects().length > 0,
    );
  const check = () => {
    bench.watches = bench.watches.filter((watch) => {
      if (!visible(watch.selector, watch.withText, watch.text)) return true;
      const found = performance.now();
      requestAnimationFrame(() => { bench.marks[watch.name] = { found, painted: performance.now() }; });
      return false;
    });
    if (bench.watches.length === 0) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  bench.watch = (name, selector, withText, text) => {
    delete bench.marks[name];
    bench.watches.push({ name, selector, withText: Boolean(withText), text: text || '' });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    check();
  };
})();`;

/** Installs the probe for every document the page loads from now on. */
export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: PROBE_SOURCE });
}

/**
 * Watches `selector` from the start of the next document (before the app runs); with `withText`, only an element
 * whose row shows text counts (not a skeleton); with `text`, only an element whose text holds it.
 */
export async function watchOnLoad(
  page: Page,
  name: string,
  selector: string,
  withText = false,
  text = '',
): Promise<void> {
  const args = [name, selector, withText, text].map((value) => JSON.stringify(value)).join(', ');
  await page.addInitScript({ content: `window.__bench.watch(${args});` });
}

/** Watches `selector` in the current document from now on. */
export async function watchNow(
  page: Page,
  name: string,
  selector: string,
  withText = false,
): Promise<void> {
  await page.evaluate(
    `window.__bench.watch(${JSON.stringify(name)}, ${JSON.stringify(selector)}, ${withText})`,
  );
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Waits for a mark and returns when it was painted, in page time. */
export async function markTime(page: Page, name: string, timeoutMs = 60_000): Promise<number> {
  const expression = `window.__bench.marks[${JSON.stringify(name)}]?.painted`;
  const handle = await page.waitForFunction(expression, undefined, { timeout: timeoutMs });
  const value: unknown = await handle.jsonValue();
  if (!isNumber(value)) throw new Error(`The mark ${name} has no time`);
  return value;
}

/** performance.now() in the page. */
export async function pageNow(page: Page): Promise<number> {
  return readNumber(page, 'performance.now()');
}

/** The page's time origin (wall clock, ms since the epoch): page time + origin = Date.now() time. */
export async function pageTimeOrigin(page: Page): Promise<number> {
  return readNumber(page, 'performance.timeOrigin');
}

/** Time stamp of the latest 'input' or 'click' event, in page time. */
export async function lastEventTime(page: Page, kind: 'input' | 'click'): Promise<number> {
  return readNumber(
    page,
    kind === 'input' ? 'window.__bench.lastInput' : 'window.__bench.lastClick',
  );
}

async function readNumber(page: Page, expression: string): Promise<number> {
  const value: unknown = await page.evaluate(expression);
  if (!isNumber(value)) throw new Error(`${expression} is not a number in the page`);
  return value;
}

export interface LongTask {
  start: number;
  duration: number;
}

/** Long tasks (> 50 ms) that started within [from, to] (page time). */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<LongTask[]> {
  const raw: unknown = await page.evaluate('window.__bench.longTasks');
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((entry): entry is [number, number] => Array.isArray(entry) && entry.every(isNumber))
    .map(([start, duration]) => ({ start, duration }))
    .filter((task) => task.start >= from && task.start <= to);
}
