import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Resolves on the next animation frame, with React's work from it (renders and effects) done. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/**
 * Types into the focused combobox one key per animation frame, as a person types. Zag's combobox writes its text
 * back into the field from an effect that in jsdom runs up to a frame late; a key typed before it would be lost.
 */
export async function typeInCombobox(user: UserEvent, text: string) {
  for (const key of text) {
    await user.keyboard(key);
    await nextFrame();
  }
}

/** The names of the options the open list shows (its text, as a person reads it). */
export function listedOptions(): (string | null)[] {
  return within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);
}

/** Opens a searchable field with a click and types into it: the list then shows what matches. */
export async function filterOptions(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await typeInCombobox(user, text);
}

/** Picks a listed option as a person does with a pointer (the keyboard path is the component test's). */
export async function pickOption(user: UserEvent, name: string | RegExp) {
  await user.click(screen.getByRole('option', { name }));
}
