import {
  lastEventTime,
  longTasksBetween,
  markTime,
  pageNow,
  pageTimeOrigin,
  watchOnLoad,
} from '../probe';
import { RequestRecorder, type ApiRequest } from '../requests';
import { libraryRowSelector, waitForWholeLibrary, withPage, type BenchContext } from '../session';

export interface MassEditRun {
  /** From the click on 'Select all' to the end of the save request. */
  saveMs: number;
  /** Where the time went (ms): each step includes waiting for the UI to be ready for the next click. */
  phases: Record<string, number>;
  /** What the UI requested after the save (the backend then emits an event per movie), the save aside. */
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

    const timeOrigin = await pageTimeOrigin(page);
    await page.locator('table[aria-label="Movies"] thead label').first().click();
    const start = await lastEventTime(page, 'click');
    await page.getByText(`${total} selected`).waitFor();
    const selected = await pageNow(page);
    await page.getByRole('button', { name: 'Change Profile' }).click();
    await page.getByRole('menuitem', { name: profileName, exact: true }).click();
    const chosen = await lastEventTime(page, 'click');
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && SAVE_REQUEST.test(response.url()),
      { timeout: 120_000 },
    );
    recorder.start();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saveClicked = await lastEventTime(page, 'click');
    const response = await saved;
    if (!response.ok()) throw new Error(`The mass save answered ${response.status()}`);
    await response.finished();
    // The request's timing, not the page's Resource Timing: the page is busy with the events that follow.
    const timing = response.request().timing();
    if (timing.responseEnd < 0) throw new Error('The save request has no timing');
    const saveEnd = timing.startTime + timing.responseEnd - timeOrigin;

    await page.waitForTimeout(AFTER_SAVE_MS);
    const afterSave = recorder.stop().filter((request) => request.method !== 'POST');
    const tasks = await longTasksBetween(page, saveEnd, saveEnd + AFTER_SAVE_MS);
    return {
      saveMs: saveEnd - start,
      phases: {
        selectAll: selected - start,
        chooseProfile: chosen - selected,
        stageUntilSaveEnabled: saveClicked - chosen,
        saveRequest: saveEnd - saveClicked,
      },
      afterSave,
      longestTaskAfterSaveMs: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  });
}
