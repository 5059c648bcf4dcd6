import { useEffect, useRef, type RefObject } from 'react';

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

/** Calls `onPress` on Ctrl+K / Cmd+K anywhere in the page (the browser's own use of it is prevented). */
export function usePaletteShortcut(onPress: () => void): void {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  }, [onPress]);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * '/' focuses `ref` (the header's search box) unless the user is typing somewhere or a dialog is open: there
 * the key is text, or the dialog keeps the focus.
 */
export function useSlashToFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isEditableTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const element = ref.current;
      if (!element) return;
      event.preventDefault();
      element.focus();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
