import { useEffect, useRef } from 'react';

/**
 * Calls the latest `onKeyDown` for every key pressed anywhere in the page (one listener for the component's life):
 * the app's keyboard shortcuts.
 */
export function useWindowKeyDown(onKeyDown: (event: KeyboardEvent) => void): void {
  const latest = useRef(onKeyDown);
  useEffect(() => {
    latest.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
