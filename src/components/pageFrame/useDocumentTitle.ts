import { useEffect } from 'react';
import { selectSettings } from '../../api/settings';
import { useAppSelector } from '../../lib/hooks';

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
  return { page, section };
}

/**
 * The name the user gave this Bazarr (Settings > General, `general.instance_name`, which Bazarr has from 1.5.4: an
 * older one's settings have no such key). 'Bazarr' while the settings load, on older versions, and when the name
 * is left blank (Bazarr's own default), so a tab never reads 'Series - '. Read from the settings alone: every
 * page's first chunk carries this, and the table of versions stays out of it.
 */
function useInstanceName(): string {
  const name: unknown = useAppSelector((state) => selectSettings(state)?.general.instance_name);
  return (typeof name === 'string' && name.trim()) || APP_TITLE;
}

/**
 * Names the browser tab (and so bookmarks and the history list) after the page while it is shown, in Bazarr's
 * pattern with the name the user gave this Bazarr (so several instances can be told apart): 'Series - Bazarr',
 * 'Breaking Bad - 4K (Series)'. Null leaves the title alone. Usage: `useDocumentTitle(bazarrTitle('Tasks', 'System'))`.
 */
export function useDocumentTitle(title: TabTitle | null): void {
  const name = useInstanceName();
  const page = title?.page;
  const section = title?.section;
  useEffect(() => {
    if (page === undefined) return undefined;
    document.title = section ? `${page} - ${name} (${section})` : `${page} - ${name}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [page, section, name]);
}
