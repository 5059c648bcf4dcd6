import type { Page } from 'playwright-core';
import { NOTIFICATIONS_PROVIDERS_KEY, settingKey } from '../../src/features/settings-form/keys';
import { INTEGRATIONS, PROVIDERS } from '../../src/pages/settings/providers/catalogue';
import { inputLabel, type ProviderInfo } from '../../src/pages/settings/providers/catalogueShared';
import { changeField, fieldAt, shownFields, type Kind } from './fieldActions';

/** What a modal step staged: the form keys it changed, the keys its modals showed, and what it could not do. */
export interface StepResult {
  keys: string[];
  shown: string[];
  problems: string[];
}

/**
 * Changes one field of each kind in the modal of a provider (texts before passwords), and keeps the changes with
 * the modal's Save. Its fields are known by their labels, which the catalogue maps to keys.
 */
async function editProvider(page: Page, info: ProviderInfo, list: string): Promise<StepResult> {
  await page
    .getByRole('list', { name: list })
    .getByRole('button', { name: info.name, exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const byLabel = new Map((info.inputs ?? []).map((input) => [inputLabel(input), input.key]));
  const keyOf = (label: string) => settingKey(info.key, byLabel.get(label) ?? '');
  const fields = (await shownFields(dialog))
    .filter((field) => byLabel.has(field.label) && !field.locked)
    .sort((a, b) => Number(a.label === 'Password') - Number(b.label === 'Password'));
  const shown = fields.map((field) => keyOf(field.label));
  const done = new Set<Kind>();
  const keys: string[] = [];
  for (const field of fields) {
    if (done.has(field.kind)) continue;
    if (await changeField(page, fieldAt(dialog, field), field.kind)) {
      done.add(field.kind);
      keys.push(keyOf(field.label));
    }
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  try {
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    return { keys, shown, problems: [] };
  } catch {
    await page.keyboard.press('Escape');
    return { keys: [], shown, problems: [`${info.name}: its modal refused the changes`] };
  }
}

/** Adds the first provider offered, its inputs left as they are: the page then saves the enabled list only. */
async function addProvider(page: Page): Promise<StepResult> {
  await page
    .getByRole('list', { name: 'Enabled providers' })
    .getByRole('button', { name: 'Add Provider' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const chooser = (await shownFields(dialog)).find((field) => field.label === 'Provider');
  if (!chooser || !(await changeField(page, fieldAt(dialog, chooser), 'select')))
    return { keys: [], shown: [], problems: ['no provider to add'] };
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  try {
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    return { keys: [settingKey('general', 'enabled_providers')], shown: [], problems: [] };
  } catch {
    await page.keyboard.press('Escape');
    return { keys: [], shown: [], problems: ['Add Provider refused the first provider offered'] };
  }
}

/** Every enabled provider and integration, each edited in its modal, and one provider added. */
export async function editEnabledProviders(page: Page): Promise<StepResult> {
  const result: StepResult = { keys: [], shown: [], problems: [] };
  for (const [list, catalogue] of [
    ['Enabled providers', PROVIDERS],
    ['Enabled integrations', INTEGRATIONS],
  ] as const) {
    const titles = await page
      .getByRole('list', { name: list })
      .getByRole('button')
      .allTextContents();
    for (const info of catalogue.filter((item) =>
      titles.some((title) => title.startsWith(item.name)),
    )) {
      if ((info.inputs ?? []).length === 0) continue;
      const step = await editProvider(page, info, list);
      result.keys.push(...step.keys);
      result.shown.push(...step.shown);
      result.problems.push(...step.problems);
    }
  }
  const added = await addProvider(page);
  result.keys.push(...added.keys);
  result.problems.push(...added.problems);
  return result;
}

/** A notification URL that goes nowhere (a closed port on this machine). */
const NOWHERE = 'json://127.0.0.1:9/settings-check';

/** Adds the first notification provider offered, with a URL: the page then saves the providers' list. */
export async function addNotification(page: Page): Promise<StepResult> {
  await page.getByRole('button', { name: 'Add Notification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const provider = (await shownFields(dialog)).find((field) => field.label === 'Provider');
  const url = dialog.getByLabel('URL');
  if (!provider || !(await changeField(page, fieldAt(dialog, provider), 'select')))
    return { keys: [], shown: [], problems: ['no notification provider to add'] };
  await url.fill(NOWHERE);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { keys: [NOTIFICATIONS_PROVIDERS_KEY], shown: [], problems: [] };
}
