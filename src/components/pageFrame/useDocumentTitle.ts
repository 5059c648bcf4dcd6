import { useEffect } from 'react';

/** The tab title outside any page (and Bazarr's own, in static/index.html). */
export const APP_TITLE = 'Bazarr';

/**
 * A tab title in Bazarr's pattern: 'Series - Bazarr', 'Breaking Bad - Bazarr (Series)', 'General - Bazarr (Settings)'.
 */
export function bazarrTitle(name: string, section?: string): string {
  return section ? `${name} - ${APP_TITLE} (${section})` : `${name} - ${APP_TITLE}`;
}

/**
 * Names the browser tab (and so bookmarks and the history list) after the page while it is shown; null leaves
 * the title alone. Usage: `useDocumentTitle(bazarrTitle('Tasks', 'System'))`.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return undefined;
    document.title = title;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
