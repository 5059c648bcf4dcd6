import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** A series of the demo with missing subtitles, by its page. */
function seriesWithMissing(suite: ReturnType<typeof browserSuite>): { id: number; title: string } {
  const { state, derived } = suite.server.backend;
  for (const [id, episodes] of state.episodesBySeries) {
    const series = state.series.get(id);
    if (series && episodes.filter((episode) => derived.episode(episode).length > 0).length >= 2)
      return { id, title: series.title };
  }
  throw new Error('no series with missing subtitles in the demo');
}

describe('Bazarr 1.5.6 jobs, in the browser', () => {
  const suite = browserSuite({ bazarrVersion: '1.5.6' }, { resetAfterEach: true });

  it('a series search shows its job’s progress and ends when the job ends; the Jobs drawer lists it', async () => {
    const { page, errors } = await newPage(suite.browser);
    const series = seriesWithMissing(suite);
    await page.goto(`${suite.server.url}series/${series.id}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The job reports each episode it searches: the task's notification says which.
    await page
      .getByText(new RegExp(`\\[1/1\\] ${series.title}: .+ \\(\\d+/\\d+\\)`))
      .first()
      .waitFor();
    await page.getByText('All Tasks Completed').waitFor();
    expect(suite.server.control.jobs().at(-1)).toMatchObject({
      job_name: `Downloaded missing subtitles for ${series.title}`,
      status: 'completed',
    });

    await page.getByRole('button', { name: /^Jobs/ }).click();
    const completed = page.getByRole('list', { name: 'Completed jobs' });
    await completed
      .getByRole('listitem', { name: `Downloaded missing subtitles for ${series.title}` })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the Jobs drawer moves, starts and removes waiting jobs, and clears a list', async () => {
    const { page, errors } = await newPage(suite.browser, { width: 390, height: 844 });
    suite.server.control.holdJobs();
    suite.server.control.queueJobs(3);
    const [first, second, third] = suite.server.control.jobs().map((job) => job.job_id);
    await page.goto(`${suite.server.url}system/tasks`);
    await page.getByRole('button', { name: 'Jobs: 0 running, 3 waiting' }).click();
    const pending = page.getByRole('list', { name: 'Pending jobs' });
    await pending.getByRole('listitem').nth(2).waitFor();
    const ids = () => suite.server.control.jobs().map((job) => job.job_id);

    const names = () =>
      pending
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    const nameOf = (id: number | undefined) =>
      suite.server.control.jobs().find((job) => job.job_id === id)?.job_name ?? '';
    const expected = [nameOf(third), nameOf(first), nameOf(second)];
    await pending.getByRole('listitem').nth(2).getByRole('button', { name: 'Move to top' }).click();
    await page.waitForFunction(
      (want) =>
        JSON.stringify(
          [...document.querySelectorAll('[aria-label="Pending jobs"] [role="listitem"]')].map(
            (item) => item.getAttribute('aria-label'),
          ),
        ) === JSON.stringify(want),
      expected,
    );
    expect(ids()).toEqual([third, first, second]);

    await pending
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Remove from queue' })
      .click();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Pending jobs"] [role="listitem"]').length === 2,
    );
    expect(ids()).toEqual([first, second]);
    expect(await names()).toEqual(expected.slice(1));

    // Started now, though the queue is held: it leaves the pending list.
    await pending.getByRole('listitem').first().getByRole('button', { name: 'Start now' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Pending jobs"] [role="listitem"]').length === 1,
    );
    expect(suite.server.control.jobs().find((job) => job.job_id === first)?.status).not.toBe(
      'pending',
    );

    await page.getByRole('button', { name: 'Clear pending jobs' }).click();
    await page
      .getByRole('alertdialog', { name: 'Clear pending jobs?' })
      .getByRole('button', { name: 'Clear' })
      .click();
    await pending.waitFor({ state: 'detached' });
    expect(suite.server.control.jobs().filter((job) => job.status === 'pending')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Backup Now spins until its job wrote the backup, which the list then shows', async () => {
    const { page, errors } = await newPage(suite.browser);
    // The page asks what Bazarr can do before Backup Now knows to follow a job.
    const status = page.waitForResponse((response) =>
      response.url().endsWith('/api/system/status'),
    );
    await page.goto(`${suite.server.url}system/backup`);
    await status;
    const rows = page.getByRole('table', { name: 'Backups' }).getByRole('row');
    await rows.nth(1).waitFor();
    const before = await rows.count();
    suite.server.control.holdJobs();
    const button = page.getByRole('button', { name: 'Backup Now' });
    await button.click();
    await page.getByText("waiting in Bazarr's queue").waitFor();
    expect(await button.getAttribute('data-loading')).not.toBeNull();
    suite.server.control.releaseJobs();
    await page.getByText('All Tasks Completed').waitFor();
    await page.getByRole('table', { name: 'Backups' }).getByRole('row').nth(before).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
