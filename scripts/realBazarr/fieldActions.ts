import type { Locator, Page } from 'playwright-core';

/**
 * The kinds of field a settings page shows; each page gets one of each kind it has changed. Chips (lists of texts
 * one types, often from a set of known words) are left alone.
 */
export type Kind = 'switch' | 'text' | 'number' | 'select' | 'chips';

export interface ShownField {
  /** Its place among the inputs of the scope (`fieldAt`). */
  index: number;
  /** The form key it is bound to ('' for the fields of a modal, which are known by their label). */
  name: string;
  label: string;
  kind: Kind;
  /** Disabled or read-only: shown, but not for the user to change. */
  locked: boolean;
}

const INPUTS = 'input, select, textarea';

/** The form keys of the settings form: settings, subtitle mods, enabled languages. */
export const FORM_KEY = /^(settings|subzero|languages)-/;

/**
 * The fields inside `scope` that are on screen, in page order. The kind is read as a user sees the field: a
 * switch, a number input (spinbutton), a drop-down (a list, or a list one types into), else text.
 */
export async function shownFields(scope: Locator): Promise<ShownField[]> {
  const found = await scope.locator(INPUTS).evaluateAll((elements) =>
    elements.map((element, index) => {
      const input = element as HTMLInputElement;
      const root = input.closest('[data-part="root"]') ?? input;
      const box = root.getBoundingClientRect();
      const combobox = input.closest('[data-scope="combobox"][data-part="root"]');
      const kind = input.closest('[data-scope="tags-input"]')
        ? 'chips'
        : input.tagName === 'SELECT'
          ? 'select'
          : input.type === 'checkbox'
            ? 'switch'
            : input.getAttribute('role') === 'spinbutton'
              ? 'number'
              : combobox?.querySelector('[data-part="trigger"]')
                ? 'select'
                : 'text';
      const label =
        input.labels?.[0]?.textContent ??
        root.querySelector('[data-part="label"]')?.textContent ??
        input.getAttribute('aria-label') ??
        '';
      return {
        index,
        name: input.name,
        label: label.trim(),
        kind,
        locked: input.disabled || input.readOnly,
        visible: box.width > 0 && box.height > 0 && input.type !== 'file',
      };
    }),
  );
  return found
    .filter((field) => field.visible)
    .map(({ visible: _visible, kind, ...field }) => ({ ...field, kind: kind as Kind }));
}

/** The settings fields of a page: those bound to a form key. */
export async function settingFields(scope: Locator): Promise<ShownField[]> {
  return (await shownFields(scope)).filter((field) => FORM_KEY.test(field.name));
}

/** A field by its key, else by its place (a change may show more fields above the next one). */
export const fieldAt = (scope: Locator, field: ShownField) =>
  field.name === ''
    ? scope.locator(INPUTS).nth(field.index)
    : scope.locator(`[name="${field.name}"]`).first();

const fieldRoot = (field: Locator, scope: string) =>
  field.locator(`xpath=ancestor::*[@data-scope="${scope}"][@data-part="root"][1]`);

/** Flips a switch by its track, as a click does. */
async function flipSwitch(field: Locator): Promise<boolean> {
  const before = await field.isChecked();
  await fieldRoot(field, 'switch').locator('[data-part="control"]').click();
  return (await field.isChecked()) !== before;
}

/** Types one more character at the end; a text the page then refuses gets its value back. */
async function typeText(field: Locator): Promise<boolean> {
  const before = await field.inputValue();
  await field.click();
  await field.press('End');
  await field.pressSequentially('x');
  const refused = await field.evaluate(
    (element) =>
      element.getAttribute('aria-invalid') === 'true' || element.closest('[data-invalid]') !== null,
  );
  if (refused) {
    await field.fill(before);
    return false;
  }
  return (await field.inputValue()) !== before;
}

/** One step up with the arrow key, or down at the top of its range. */
async function stepNumber(field: Locator): Promise<boolean> {
  const before = await field.inputValue();
  await field.click();
  await field.press('ArrowUp');
  if ((await field.inputValue()) === before) await field.press('ArrowDown');
  return (await field.inputValue()) !== before;
}

/**
 * Opens a drop-down by its trigger and picks the first option not chosen yet (not the empty choice of a
 * clearable list); a list of several choices is closed with Escape afterwards.
 */
async function chooseOption(page: Page, field: Locator): Promise<boolean> {
  const root = field.locator(
    'xpath=ancestor::*[(@data-scope="select" or @data-scope="combobox") and @data-part="root"][1]',
  );
  const trigger = root.locator('[data-part="trigger"]').first();
  await trigger.click();
  const list = page.locator(`[id="${(await trigger.getAttribute('aria-controls')) ?? ''}"]`);
  await list.waitFor();
  const multiple = (await list.getAttribute('aria-multiselectable')) === 'true';
  const choice = list
    .locator(
      '[role="option"]:not([aria-selected="true"]):not([data-disabled]):not([data-value=""])',
    )
    .first();
  if ((await choice.count()) === 0) {
    await page.keyboard.press('Escape');
    return false;
  }
  await choice.click();
  if (multiple) await page.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });
  return true;
}

/** Changes a field as a user does; false when it offers no other value the page accepts. */
export function changeField(page: Page, field: Locator, kind: Kind): Promise<boolean> {
  switch (kind) {
    case 'switch':
      return flipSwitch(field);
    case 'text':
      return typeText(field);
    case 'number':
      return stepNumber(field);
    case 'select':
      return chooseOption(page, field);
    case 'chips':
      return Promise.resolve(false);
  }
}

async function stillShown(field: Locator): Promise<boolean> {
  if ((await field.count()) === 0) return false;
  return field.evaluate((element) => {
    const box = (element.closest('[data-part="root"]') ?? element).getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
}

/**
 * Changes the first field of each kind not in `done` that `usable` allows (a field the page refuses is put back
 * and the next one of its kind tried). Returns the fields changed and adds their kinds to `done`; without `done`,
 * changes every field `usable` allows.
 */
export async function changeOneOfEachKind(
  page: Page,
  scope: Locator,
  fields: readonly ShownField[],
  usable: (field: ShownField) => boolean,
  done?: Set<Kind>,
): Promise<ShownField[]> {
  const changed: ShownField[] = [];
  for (const field of fields) {
    if (done?.has(field.kind) || field.locked || !usable(field)) continue;
    // An earlier change may have hidden it.
    if (!(await stillShown(fieldAt(scope, field)))) continue;
    if (await changeField(page, fieldAt(scope, field), field.kind)) {
      done?.add(field.kind);
      changed.push(field);
    }
  }
  return changed;
}
