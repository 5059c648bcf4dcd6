import { createContext, useContext } from 'react';

/** Opens the item editor of the list for an item id; stable, so rows using it never re-render for it. */
export const OpenItemEditorContext = createContext<((itemId: number) => void) | null>(null);

export function useOpenItemEditor(): ((itemId: number) => void) | null {
  return useContext(OpenItemEditorContext);
}
