import { useWindowKeyDown } from '../../lib/useWindowKeyDown';

/**
 * Ctrl+S (Cmd+S on a Mac) anywhere on a settings page saves when `canSave`, as in Sonarr; the browser's own 'Save
 * page as' never opens there. Not while a dialog of the page is open: the key belongs to the dialog's form.
 */
export function useSaveShortcut(canSave: boolean, save: () => void): void {
  useWindowKeyDown((event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    if (
      event.target instanceof Element &&
      event.target.closest('[role="dialog"], [role="alertdialog"]')
    )
      return;
    if (canSave) save();
  });
}
