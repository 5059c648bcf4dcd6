import {
  lastEventTime,
  longTasksBetween,
  markTime,
  pageNow,
  waitForResourceEnd,
  watchOnLoad,
} from '../probe';
import { RequestRecorder, type ApiRequest } from '../requests';
import { libraryRowSelector, waitForWholeLibrary, withPage, type BenchContext } from '../session';

export interface MassEditRun {
  /** From the click on 'Select all' to the end of the save request. */
  saveMs: number;
  /** What the UI requested in the seconds after the save (the backend then emits an event per movie). */
  afterSave: ApiRequest[];
  longestTaskAfterSaveMs: number;
}

/** How long the bench watches the page after the save: the backend's events for 10,000 movies arrive then. */
const AFTER_SAVE_MS = 5000;
const SAVE_REQUEST = /\/api\/movies$/;

/**
 * /movies/edit with every movie loaded: select all, 'Change Profile' to `profileName`, 'Save', until the
 * POST /api/movies has answered.
 */
export function massEditMovies(context: BenchContext, profileName: string): Promise<MassEditRun> {
  const total = context.facts.movieCount;
  return withPage(context, async (page) => {
    const recorder = new RequestRecorder(page);
    await watchOnLoad(page, 'editorRow', libraryRowSelector('Movies'));
    await page.goto(`${context.server.url}movies/edit`);
    await markTime(page, 'editorRow');
    await waitForWholeLibrary(page, 'movies');

    await page.locator('table[aria-label="Movies"] thead label').first().click();
    const start = await lastEventTime(page, 'click');
    await page.getByText(`${total} selected`).waitFor();
    await page.getByRole('button', { name: 'Change Profile' }).click();
    await page.getByRole('menuitem', { name: profileName, exact: true }).click();
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && SAVE_REQUEST.test(response.url()),
      { timeout: 120_000 },
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await saved;
    if (!response.ok()) throw new Error(`The mass save answered ${response.status()}`);
    await response.finished();
    const saveEnd = await waitForResourceEnd(page, SAVE_REQUEST);

    recorder.start();
    const watchFrom = await pageNow(page);
    await page.waitForTimeout(AFTER_SAVE_MS);
    const afterSave = recorder.stop();
    const tasks = await longTasksBetween(page, watchFrom, await pageNow(page));
    return {
      saveMs: saveEnd - start,
      afterSave,
      longestTaskAfterSaveMs: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  });
}
