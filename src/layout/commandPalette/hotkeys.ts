import type { RefObject } from 'react';
import { useWindowKeyDown } from '../../lib/useWindowKeyDown';

/** True when typing a key there enters text (so '/' must not be taken as a shortcut). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    const nonText = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'];
    return !nonText.includes(target.type);
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

/** Ctrl+K (Cmd+K on a Mac) from anywhere, even inside a text field. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/**
 * A key meant for the page rather than for typing: no Ctrl, Cmd or Alt, not taken already, outside text fields and
 * dialogs (there the key is text, or the dialog keeps the focus).
 */
function isPageKey(event: KeyboardEvent): boolean {
  return (
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    !isEditableTarget(event.target) &&
    !(event.target instanceof Element && event.target.closest('[role="dialog"]'))
  );
}

/** The shell's dialogs a key opens: the command palette (Ctrl+K / Cmd+K) and the keyboard shortcuts ('?'). */
export type ShellDialog = 'commands' | 'shortcuts';

/**
 * Calls `onPress` with the dialog asked for: Ctrl+K / Cmd+K anywhere in the page (the browser's own use of it is
 * prevented), '?' outside text fields.
 */
export function usePaletteShortcut(onPress: (dialog: ShellDialog) => void): void {
  useWindowKeyDown((event) => {
    const dialog = isPaletteShortcut(event)
      ? 'commands'
      : event.key === '?' && isPageKey(event)
        ? 'shortcuts'
        : null;
    if (!dialog) return;
    event.preventDefault();
    onPress(dialog);
  });
}

/** 's' or '/' focuses `ref` (the header's search box), as in Sonarr, outside text fields and dialogs. */
export function useSlashToFocus(ref: RefObject<HTMLElement | null>): void {
  useWindowKeyDown((event) => {
    if ((event.key !== '/' && event.key !== 's') || !isPageKey(event)) return;
    const element = ref.current;
    if (!element) return;
    event.preventDefault();
    element.focus();
  });
}
