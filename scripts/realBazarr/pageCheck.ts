import type { APIRequestContext, Page, Request } from 'playwright-core';
import {
  asFormTexts,
  backendHas,
  otherChanges,
  readStored,
  restoreKeys,
  storedAsPosted,
  storedValue,
  type Stored,
} from './bazarrSettings';
import { changeOneOfEachKind, settingFields, type Kind, type ShownField } from './fieldActions';
import { addNotification, editEnabledProviders, type StepResult } from './modalSteps';

export interface PageOutcome {
  pass: boolean;
  /** The keys of the one POST system/settings the page's Save made. */
  sent: string[];
  problems: string[];
}

/**
 * Keys the check never changes, though their pages show them: changing them would cut the check off from Bazarr
 * (where it listens, how it authenticates, its proxy), or make it reconnect to Sonarr and Radarr or rescan the
 * whole library before the value is put back; and the embedded-subtitles parser, whose other choice Bazarr
 * refuses (406) unless that program is installed on its server.
 */
const UNTOUCHED: readonly RegExp[] = [
  /^settings-auth-/,
  /^settings-proxy-/,
  /^settings-general-(ip|port|base_url)$/,
  /^settings-general-use_(sonarr|radarr)$/,
  /^settings-(sonarr|radarr)-(ip|port|base_url|apikey|ssl)$/,
  /^settings-general-(use_embedded_subs|ignore_\w+_subs|default_und_\w+|parse_embedded_audio_track)$/,
  /^settings-general-embedded_subtitles_parser$/,
];

const usable = (field: ShownField) => !UNTOUCHED.some((rule) => rule.test(field.name));

/** Steps through a page's modals, for the pages whose settings are edited there. */
const MODAL_STEPS: Record<string, (page: Page) => Promise<StepResult>> = {
  providers: editEnabledProviders,
  notifications: addNotification,
};

const saveButton = (page: Page) => page.getByRole('button', { name: /^Save/ }).first();

/**
 * Changes one field of each kind the page shows (up to three rounds: a change may show more fields). Returns the
 * keys changed and every key shown on the way.
 */
async function changePage(
  page: Page,
  everyField: boolean,
): Promise<{ changed: string[]; shown: string[] }> {
  const main = page.locator('main');
  const done = everyField ? undefined : new Set<Kind>();
  const changed: string[] = [];
  const shown = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    const fields = (await settingFields(main)).filter((field) => !changed.includes(field.name));
    for (const field of fields) shown.add(field.name);
    const more = await changeOneOfEachKind(page, main, fields, usable, done);
    if (more.length === 0) break;
    changed.push(...more.map((field) => field.name));
  }
  return { changed, shown: [...shown] };
}

/** The form the page posted, parsed as Bazarr parses it. */
async function postedForm(request: Request): Promise<FormData> {
  const body = new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0));
  const type = request.headers()['content-type'] ?? '';
  return new Response(body, { headers: { 'content-type': type } }).formData();
}

const sameTexts = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join('\n') === [...b].sort().join('\n');

/** What the save and the read-back show wrong. */
function saveProblems(
  expected: readonly string[],
  form: FormData,
  status: number,
  before: Stored,
  after: Stored,
): string[] {
  const sent = [...new Set(form.keys())];
  const problems: string[] = [];
  const extra = sent.filter((key) => !expected.includes(key));
  const missing = expected.filter((key) => !sent.includes(key));
  if (extra.length > 0) problems.push(`also sent ${extra.join(', ')}`);
  if (missing.length > 0) problems.push(`did not send ${missing.join(', ')}`);
  if (status !== 204) problems.push(`Bazarr answered ${status}`);
  const unstored = sent.filter(
    (key) =>
      !storedAsPosted(
        after,
        key,
        form.getAll(key).map((value) => String(value)),
      ),
  );
  if (unstored.length > 0) problems.push(`not stored as sent: ${unstored.join(', ')}`);
  const others = otherChanges(before, after, sent);
  if (others.length > 0) problems.push(`also changed in Bazarr: ${others.join(', ')}`);
  return problems;
}

/**
 * One settings page, as a user: change one field of each kind (every field it may, with `everyField`; and edit its
 * modals), Save, then check the one POST
 * system/settings holds exactly the changed keys, that Bazarr stored them, and put the old values back.
 */
export async function checkPage(
  page: Page,
  api: APIRequestContext,
  url: string,
  everyField = false,
): Promise<PageOutcome> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('main').locator('[name^="settings-"]').first().waitFor();
  const before = await readStored(api);
  const problems: string[] = [];
  const { changed, shown } = await changePage(page, everyField);
  const path = new URL(url).pathname.split('/').pop() ?? '';
  const step = MODAL_STEPS[path]
    ? await MODAL_STEPS[path](page)
    : { keys: [], shown: [], problems: [] };
  problems.push(...step.problems);
  // Every key the page and its modals show is one this Bazarr has: the user could change any of them.
  const lacking = [...shown, ...step.shown].filter((key) => !backendHas(before, key));
  if (lacking.length > 0) {
    // Not saved: a Bazarr that lacks a key refuses the whole save, or (1.5.2) stores it for good.
    problems.push(`shows keys Bazarr lacks, not saved: ${lacking.join(', ')}`);
    return { pass: false, sent: [], problems };
  }
  const expected = [...changed, ...step.keys];
  if (expected.length === 0) return { pass: false, sent: [], problems: ['nothing to change'] };

  const posting = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/system/settings'),
  );
  await saveButton(page).click();
  const request = await posting;
  const status = (await request.response())?.status() ?? 0;
  const form = await postedForm(request);
  if (status === 204) {
    // The form resets to what Bazarr now holds.
    await page
      .getByRole('button', { name: /^Save\s*0$/ })
      .waitFor({ timeout: 15_000 })
      .catch(() => problems.push('the page kept its changes after saving'));
  }
  const after = await readStored(api);
  problems.push(...saveProblems(expected, form, status, before, after));

  const restorable = expected.filter((key) => backendHas(before, key));
  await restoreKeys(api, before, restorable);
  const restored = await readStored(api);
  const unrestored = restorable.filter(
    (key) =>
      !sameTexts(asFormTexts(storedValue(restored, key)), asFormTexts(storedValue(before, key))),
  );
  if (unrestored.length > 0) problems.push(`could not put back ${unrestored.join(', ')}`);
  return { pass: problems.length === 0, sent: [...new Set(form.keys())], problems };
}
