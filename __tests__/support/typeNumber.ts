import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types into a Chakra (Zag) number input as a user would, one key at a time.
 * Zag writes the input's text back in an animation frame after each key; a key typed before that frame
 * would be overwritten by it, so each key waits for the text so far to show.
 */
export async function typeNumber(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await waitFor(() => expect(input).toHaveValue(''));
  let shown = '';
  for (const key of text) {
    shown += key;
    await user.type(input, key);
    await waitFor(() => expect(input).toHaveValue(shown));
  }
}
