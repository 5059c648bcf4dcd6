import { newPage, chooseMenuItem } from './support/browser';
import { browserSuite } from './support/suite';

describe('the series mass editor in a browser', () => {
  const suite = browserSuite();

  it('changes the profile of a series and shows it on the series list', async () => {
    const { state } = suite.server.backend;
    const series = state.seriesOrder
      .map((id) => state.series.get(id))
      .find((candidate) => candidate !== undefined);
    const target = state.profiles.find((profile) => profile.profileId !== series?.profileId);
    if (!series || !target) throw new Error('The demo library has no series or one profile only');
    const { page, errors } = await newPage(suite.browser);

    await page.goto(`${suite.server.url}series`);
    const list = page.getByRole('table', { name: 'Series' });
    await list.getByRole('link', { name: series.title }).waitFor();
    await page.getByRole('button', { name: 'Mass Edit' }).click();
    await page.waitForURL(/\/series\/edit$/);

    const editor = page.getByRole('table', { name: 'Series' });
    const row = editor.getByRole('row').filter({ hasText: series.title });
    // The checkbox input is visually hidden: click what the user sees, its label.
    await row.locator('label').click();
    await page.getByRole('button', { name: 'Change Profile' }).click();
    await chooseMenuItem(page, target.name);
    await row.getByText(target.name).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/series$/);
    await list.getByRole('row').filter({ hasText: series.title }).getByText(target.name).waitFor();
    expect(state.series.get(series.id)?.profileId).toBe(target.profileId);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
