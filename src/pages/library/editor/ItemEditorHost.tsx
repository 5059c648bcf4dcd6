import { useCallback, useState, type ReactNode } from 'react';
import type { LibraryType } from '../libraryKinds';
import { ItemEditorModal } from './ItemEditorModal';
import { OpenItemEditorContext } from './openItemEditor';

/**
 * One item editor for a whole list: rows open it through `useOpenItemEditor` (a stable function), so opening
 * and closing it re-renders no row.
 */
export function ItemEditorHost({ type, children }: { type: LibraryType; children: ReactNode }) {
  const [itemId, setItemId] = useState<number | null>(null);
  const close = useCallback(() => setItemId(null), []);
  return (
    <OpenItemEditorContext.Provider value={setItemId}>
      {children}
      <ItemEditorModal type={type} itemId={itemId} open={itemId !== null} onClose={close} />
    </OpenItemEditorContext.Provider>
  );
}
