import type { Page } from 'playwright-core';
import { NAVIGATION } from '../../../src/layout/navigation';
import type { StartedDemoServer } from './demoServer';

/**
 * Every route of the app with the demo's managers both enabled: the sidebar's (from the navigation model the
 * router is built from), the hidden ones (mass editors, the 404 page, login) and one series and one movie
 * detail. `:series` and `:movie` stand for ids, see `routePath`.
 */
export const ALL_ROUTES: readonly string[] = [
  ...NAVIGATION.flatMap((group) =>
    group.children ? group.children.map((child) => `${group.path}/${child.path}`) : [group.path],
  ),
  'series/:series',
  'series/edit',
  'movies/:movie',
  'movies/edit',
  'not-found',
  'login',
];

/** The route with the first demo series and movie as its ids. */
export function routePath(server: StartedDemoServer, route: string): string {
  return route
    .replace(':series', String([...server.backend.state.series.keys()][0]))
    .replace(':movie', String([...server.backend.state.movies.keys()][0]));
}

/** Waits until the page shows its content: no spinner, skeleton or placeholder row left in it. */
export async function waitForContent(page: Page): Promise<void> {
  await page.locator('#root main, #root form').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector(
        '#root main :is(.chakra-spinner, .chakra-skeleton, [data-testid="placeholder-row"], [aria-busy="true"])',
      ) === null && (document.querySelector('#root main')?.textContent ?? 'login').trim() !== '',
    undefined,
    { timeout: 15_000 },
  );
}
