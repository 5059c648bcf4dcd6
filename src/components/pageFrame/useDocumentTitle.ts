import { useEffect } from 'react';
import { useInstanceName } from './useInstanceName';

/** The tab title outside any page (and Bazarr's own, in static/index.html); also the name of an unnamed Bazarr. */
export const APP_TITLE = 'Bazarr';

/** A page's part of the tab title; the Bazarr's name goes in between when the title is shown. */
export interface TabTitle {
  page: string;
  /** The route group ('System', 'Settings'), in brackets after the name. */
  section?: string;
}

/** The page 'Tasks' of the group 'System': shown as 'Tasks - <name> (System)'. */
export function bazarrTitle(page: string, section?: string): TabTitle {
  return section ? { page, section } : { page };
}

/**
 * The text of a tab title in Bazarr's pattern: 'Series - Bazarr', 'Breaking Bad - Bazarr (Series)',
 * 'General - 4K (Settings)' for a Bazarr named '4K'.
 */
export function tabTitleText({ page, section }: TabTitle, name: string): string {
  return section ? `${page} - ${name} (${section})` : `${page} - ${name}`;
}

/**
 * Names the browser tab (and so bookmarks and the history list) after the page while it is shown, with the name
 * the user gave this Bazarr (so several instances can be told apart); null leaves the title alone.
 * Usage: `useDocumentTitle(bazarrTitle('Tasks', 'System'))`.
 */
export function useDocumentTitle(title: TabTitle | null): void {
  const name = useInstanceName();
  const page = title?.page ?? null;
  const section = title?.section;
  useEffect(() => {
    if (page === null) return undefined;
    document.title = tabTitleText({ page, section }, name);
    return () => {
      document.title = APP_TITLE;
    };
  }, [page, section, name]);
}
