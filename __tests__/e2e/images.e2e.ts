import type { Locator, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/**
 * Waits until the images of `scope` in the viewport have settled (a poster that fails is removed, leaving its
 * initials), then the natural width of each visible card's poster: 0 or missing means it did not load.
 */
async function visiblePosterWidths(grid: Locator): Promise<number[]> {
  await grid.locator('[role="listitem"] a').first().waitFor();
  await grid.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const settled = () =>
          [...element.querySelectorAll('img')].every(
            (image) => image.getBoundingClientRect().top > window.innerHeight || image.complete,
          );
        const check = () => (settled() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  return grid.evaluate((element) =>
    [...element.querySelectorAll('[role="listitem"] a')]
      .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
      .map((card) => card.querySelector('img')?.naturalWidth ?? 0),
  );
}

/** The natural width of the detail header's poster and of its fanart (a CSS background image). */
async function headerImageWidths(page: Page): Promise<{ poster: number; fanart: number }> {
  const overview = page.getByRole('region', { name: 'Overview' });
  const poster = overview.getByRole('img', { name: /poster$/ });
  await poster.waitFor();
  return overview.evaluate(async (section) => {
    const load = async (src: string) => {
      const image = new Image();
      image.src = src;
      await image.decode().catch(() => undefined);
      return image.naturalWidth;
    };
    const posterImage = section.querySelector('img');
    const background = [...section.querySelectorAll('[aria-hidden="true"]')]
      .map((element) => getComputedStyle(element).backgroundImage)
      .find((value) => value.startsWith('url('));
    const fanartUrl = /^url\("?(.*?)"?\)$/.exec(background ?? '')?.[1];
    return {
      poster: posterImage ? await load(posterImage.currentSrc || posterImage.src) : 0,
      fanart: fanartUrl ? await load(fanartUrl) : 0,
    };
  });
}

describe('posters and fanart under a base URL', () => {
  // Bazarr at /bazarr gives image paths with the base URL already in front: they must load as they are.
  const suite = browserSuite({ baseUrl: '/bazarr' });

  it('loads the posters of the poster view', async () => {
    const { page } = await newPage(suite.browser);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    for (const list of ['movies', 'series']) {
      await page.goto(`${suite.server.url}${list}?view=posters`);
      const grid = page.getByRole('list', { name: new RegExp(`^${list} posters$`, 'i') });
      const widths = await visiblePosterWidths(grid);
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.filter((width) => width === 0)).toEqual([]);
    }
    const posters = images.filter((path) => path.includes('/MediaCover/'));
    expect(posters.length).toBeGreaterThan(0);
    expect(posters.filter((path) => !path.startsWith('/bazarr/images/'))).toEqual([]);
    await page.context().close();
  });

  it('loads the poster and the fanart of a series and of a movie page', async () => {
    const { page } = await newPage(suite.browser);
    const [seriesId] = suite.server.backend.state.seriesOrder;
    const [movieId] = suite.server.backend.state.movieOrder;
    for (const path of [`series/${seriesId}`, `movies/${movieId}`]) {
      await page.goto(`${suite.server.url}${path}`);
      const widths = await headerImageWidths(page);
      expect(widths.poster).toBeGreaterThan(0);
      expect(widths.fanart).toBeGreaterThan(0);
    }
    await page.context().close();
  });
});
