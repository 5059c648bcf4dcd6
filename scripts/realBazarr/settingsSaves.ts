import type { Page } from 'playwright-core';
import { launchBrowser, newPage } from '../../__tests__/e2e/support/browser';
import { bazarrClient } from './bazarrSettings';
import { checkPage } from './pageCheck';

/**
 * `npm run check:settings-saves`: every settings page of this UI, served by a real Bazarr, saves exactly the keys
 * the user changed. BAZARR_URL is that Bazarr (serving this build), BAZARR_API_KEY its API key.
 *
 * On each page the sidebar lists for the connected version it changes one field of each kind shown (switch, text,
 * number, drop-down; the provider and notification modals on their pages), presses Save and checks the one POST
 * system/settings: it must hold exactly the changed keys, since Bazarr's own UI sends only the keys changed on a
 * page (nothing else, ever), and a key Bazarr lacks makes it refuse the whole save (a page showing one fails
 * before saving: 1.5.2 would keep such a key in its config). It then reads the settings
 * back (stored as sent, nothing else changed) and puts the old values back through the API. One line per page;
 * the exit code is 1 when a page fails. It changes and restores settings of that Bazarr: use a test instance.
 * `-- --every-field` changes every field it may on each page instead of one of each kind (a longer run).
 */

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set: BAZARR_URL=http://host:6767 BAZARR_API_KEY=<key>`);
    process.exit(2);
  }
  return value;
}

/** The settings pages the sidebar offers for this Bazarr, as addresses. */
async function settingsPages(page: Page, base: string): Promise<{ name: string; url: string }[]> {
  await page.goto(new URL('settings/general', base).href);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const links = await page.locator('nav a[href*="/settings/"]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      name: anchor.textContent?.trim() ?? '',
      url: (anchor as HTMLAnchorElement).href,
    })),
  );
  return links.filter(
    (link, index) => links.findIndex((other) => other.url === link.url) === index,
  );
}

async function main(): Promise<number> {
  const base = required('BAZARR_URL').replace(/\/?$/, '/');
  const api = await bazarrClient(base, required('BAZARR_API_KEY'));
  const status = await (await api.get('api/system/status')).json();
  console.log(`Bazarr ${String(status?.data?.bazarr_version)} at ${base}`);
  const everyField = process.argv.includes('--every-field');
  const browser = await launchBrowser();
  let failed = 0;
  try {
    const { page, errors } = await newPage(browser);
    for (const { name, url } of await settingsPages(page, base)) {
      errors.length = 0;
      const outcome = await checkPage(page, api, url, everyField).catch((error: unknown) => ({
        pass: false,
        sent: [],
        problems: [String(error instanceof Error ? error.message.split('\n')[0] : error)],
      }));
      // Errors of the page itself; an error answer is the browser's 'Failed to load resource', and the one
      // that matters here, the save's, is checked.
      const pageErrors = errors.filter((error) => !error.startsWith('Failed to load resource'));
      if (pageErrors.length > 0) outcome.problems.push(`page errors: ${pageErrors.join(' | ')}`);
      const pass = outcome.pass && pageErrors.length === 0;
      if (!pass) failed += 1;
      const problems = outcome.problems.length > 0 ? ` (${outcome.problems.join('; ')})` : '';
      console.log(
        `${pass ? 'PASS' : 'FAIL'} ${name.padEnd(13)} sent: ${outcome.sent.join(', ') || '-'}${problems}`,
      );
    }
  } finally {
    await browser.close();
    await api.dispose();
  }
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
