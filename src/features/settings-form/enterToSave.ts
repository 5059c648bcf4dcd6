import type { KeyboardEvent } from 'react';

/** The input types where Enter submits a form in a browser (not checkboxes, buttons, ...). */
const SUBMITTING_TYPES = new Set(['text', 'password', 'number', 'search', 'email', 'url', 'tel']);

/** Whether this key press is the Enter a form would submit on, in one of the page's own inputs. */
function isSubmittingEnter(event: KeyboardEvent<HTMLElement>): boolean {
  const { target } = event;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  // The field used the key itself (a chips input adds its chip).
  if (event.isDefaultPrevented()) return false;
  if (!(target instanceof HTMLInputElement) || !SUBMITTING_TYPES.has(target.type)) return false;
  // An open select or combobox list: Enter picks the option.
  if (target.getAttribute('aria-expanded') === 'true') return false;
  // A modal opened from the page sits in a portal; React still bubbles its keys here.
  return event.currentTarget.contains(target);
}

/**
 * A keydown handler for the page's fields: Enter in a text, number or password input saves, as in a form,
 * when `canSave` (there are changes and they are valid). Textareas keep Enter for new lines.
 */
export function enterToSave(canSave: boolean, save: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!canSave || !isSubmittingEnter(event)) return;
    event.preventDefault();
    save();
  };
}
