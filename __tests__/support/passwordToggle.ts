import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks the show/hide toggle beside a password input twice: the text shows, then hides again, and what was
 * typed (`value`) stays as it is.
 */
export async function expectPasswordToggle(user: UserEvent, input: HTMLElement, value: string) {
  const group = input.parentElement;
  if (!group) throw new Error('the password input has no group');
  const toggle = within(group).getByRole('button', { name: 'Show password', pressed: false });
  expect(input).toHaveAttribute('type', 'password');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveValue(value);

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveValue(value);
}
