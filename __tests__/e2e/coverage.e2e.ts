import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

const numberFormat = new Intl.NumberFormat('en-US');

describe('coverage dashboard in a browser', () => {
  const suite = browserSuite({ baseUrl: '/bazarr' });

  /** Episodes Bazarr lists as missing plain English (the dashboard's 'English' row). */
  function episodesMissingEnglish(): number {
    const { derived, state } = suite.server.backend;
    return [...state.episodes.keys()].filter((id) =>
      derived
        .episode(id)
        .some((language) => language.code2 === 'en' && !language.hi && !language.forced),
    ).length;
  }

  /** Counting reads the whole library in the background: slow on a loaded machine. */
  const COUNTING_TEST_TIMEOUT_MS = 60_000;

  async function openFromSidebar(page: Page) {
    await page.goto(`${suite.server.url}series`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Coverage', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Coverage', level: 1 }).waitFor();
    // The whole library is read in the background; the counts are final once 'Counted:' shows.
    await page.getByText(/^Counted: /).waitFor({ timeout: 30_000 });
  }

  it(
    'opens from the sidebar, counts the library and leads a number to the wanted list',
    async () => {
      const { page, errors } = await newPage(suite.browser);
      await openFromSidebar(page);
      expect(new URL(page.url()).pathname).toBe('/bazarr/coverage');
      const { state } = suite.server.backend;
      await page
        .getByText(
          `Counted: ${numberFormat.format(state.episodes.size)} episodes and ${state.movies.size} movies.`,
        )
        .waitFor();

      const missing = page.getByRole('link', {
        name: `English: ${episodesMissingEnglish()} episodes missing`,
        exact: true,
      });
      await missing.click();
      await page.waitForURL('**/bazarr/wanted/series?lang=en');
      await page.getByRole('table', { name: 'Wanted Episodes', exact: true }).waitFor();
      expect(errors).toEqual([]);
    },
    COUNTING_TEST_TIMEOUT_MS,
  );

  it(
    'counts one profile and opens its series from a number',
    async () => {
      const { page, errors } = await newPage(suite.browser);
      await openFromSidebar(page);
      const { state } = suite.server.backend;
      const profile = state.profiles.find((candidate) =>
        [...state.series.values()].some((series) => series.profileId === candidate.profileId),
      );
      if (!profile) throw new Error('No profile has series');

      await page
        .getByRole('combobox', { name: 'Languages profile' })
        .selectOption({ label: profile.name });
      await page.waitForURL(`**/bazarr/coverage?profile=${profile.profileId}`);
      const fileLink = page.getByRole('link', { name: /^English: [\d,]+ episodes? with a file$/ });
      await page.getByText(/^Counted: /).waitFor({ timeout: 30_000 });
      // The table follows the counts a render later (deferred): a click on a row being redrawn may land on the
      // old link, which is gone; click again until the page changes.
      for (let attempt = 1; ; attempt++) {
        await fileLink.first().click();
        try {
          await page.waitForURL(`**/bazarr/series?profile=${profile.profileId}`, {
            timeout: 5_000,
          });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      // The series list applies the filter it was given.
      const filter = page.getByRole('combobox', { name: 'Languages profile' });
      expect(await filter.inputValue()).toBe(String(profile.profileId));
      expect(errors).toEqual([]);
    },
    COUNTING_TEST_TIMEOUT_MS,
  );
});
