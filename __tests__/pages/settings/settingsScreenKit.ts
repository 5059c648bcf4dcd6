import { screen, waitFor, within } from '@testing-library/react';
import type { renderSettingsScreen } from '../../features/settings-form/support';

/** Helpers shared by the settings screen tests (providers, subtitles, arr, notifications). */
export type User = ReturnType<typeof renderSettingsScreen>['user'];

/**
 * Replaces an input's text at once (typing key by key adds nothing but time). Number inputs write their text back
 * in an animation frame, so each step waits for the text to show before the next.
 */
export async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await waitFor(() => expect(input).toHaveValue(''));
  await user.click(input);
  if (text === '') return;
  await user.paste(text);
  await waitFor(() => expect(input).toHaveValue(text));
}

/** Picks an option of a select by the select's label, optionally inside a container (a dialog, a section). */
export async function choose(
  user: User,
  field: string,
  option: string,
  container: HTMLElement = document.body,
) {
  await user.click(within(container).getByRole('combobox', { name: field }));
  // Only the open list is visible; outside a dialog it renders in a portal.
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** The section (a region named by its heading). */
export const section = (name: string) => screen.getByRole('region', { name });
