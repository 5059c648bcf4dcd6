import type { DemoRequest } from '../../src/demo/core/types';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** The movies list's later pages (its first page answers at once). */
const laterPage = (request: DemoRequest) => {
  const start = request.query?.start?.[0];
  return start !== undefined && start !== '0';
};

describe('the progress line of a library list', () => {
  const suite = browserSuite({}, { resetAfterEach: true });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ])(
    'moves no control when it shows (%s)',
    async (_name, viewport) => {
      const { page } = await newPage(suite.browser, viewport);
      const held = suite.server.control.hold('GET', '/api/movies', laterPage);
      await page.goto(`${suite.server.url}movies`);
      const posters = page.getByRole('button', { name: 'Posters' });
      const rowsPerPage = page.getByLabel('Rows per page');
      await posters.waitFor();
      const before = [await posters.boundingBox(), await rowsPerPage.boundingBox()];

      // Using the filter bar reads the whole list in the background: the progress line shows meanwhile.
      await page.getByRole('textbox', { name: 'Filter' }).focus();
      await page
        .getByRole('status')
        .filter({ hasText: /^Loading movies: \d+ of \d+$/ })
        .waitFor();
      expect([await posters.boundingBox(), await rowsPerPage.boundingBox()]).toEqual(before);

      held.release();
      await page.context().close();
    },
    20_000,
  );
});
