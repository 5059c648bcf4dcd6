import { useEffect } from 'react';
import { useCanBlockNavigation, useNavigationBlocker } from '../../lib/navigationGuard';
import { ConfirmDialog } from '../../components';

/** docs/behaviour.md §4: what leaving a settings screen with unsaved changes asks. */
export function unsavedChangesMessage(count: number): string {
  return `You have ${count} unsaved changes, are you sure you want to leave?`;
}

/** The browser's own prompt when the tab is closed or reloaded with unsaved changes. */
function useBeforeUnloadWarning(changes: number): void {
  useEffect(() => {
    if (changes === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a returnValue.
      event.returnValue = unsavedChangesMessage(changes);
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes]);
}

/** Holds back in-app navigation to another page and asks first. */
function NavigationGuard({ changes }: { changes: number }) {
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      changes > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = () => blocker.reset?.();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title="Leave without saving?"
      message={unsavedChangesMessage(changes)}
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/**
 * Asks 'You have N unsaved changes, are you sure you want to leave?' before the user leaves the page: router
 * navigation (useNavigationBlocker, which needs the app's guarded router) and closing or reloading the tab.
 */
export function LeaveGuard({ changes }: { changes: number }) {
  useBeforeUnloadWarning(changes);
  // Outside the app's router (a component rendered on its own) only the tab guard applies.
  return useCanBlockNavigation() ? <NavigationGuard changes={changes} /> : null;
}
