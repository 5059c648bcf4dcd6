import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../../lib/lazyNamed';
import type { LibraryType } from '../libraryKinds';
import { OpenItemEditorContext } from './openItemEditor';

// The form (react-hook-form, zod, the profile select) loads with the first edit, not with the list.
const ItemEditorModal = lazyNamed(() =>
  import(/* webpackChunkName: "item-editor" */ './ItemEditorModal').then(
    (module) => module.ItemEditorModal,
  ),
);

/**
 * One item editor for a whole list: rows open it through `useOpenItemEditor` (a stable function), so opening
 * and closing it re-renders no row. Mounted at the first edit and kept, so that it can animate its closing.
 */
export function ItemEditorHost({ type, children }: { type: LibraryType; children: ReactNode }) {
  const [itemId, setItemId] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((id: number) => {
    setUsed(true);
    setItemId(id);
  }, []);
  const close = useCallback(() => setItemId(null), []);
  return (
    <OpenItemEditorContext.Provider value={open}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ItemEditorModal type={type} itemId={itemId} open={itemId !== null} onClose={close} />
        </Suspense>
      )}
    </OpenItemEditorContext.Provider>
  );
}
