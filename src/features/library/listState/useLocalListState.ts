import { useCallback, useMemo, useState } from 'react';
import { applyListChange, type LibraryListState, type ListStateControl } from './listState';

/** A list state kept in the component (the mass editor: its Save and Cancel go back in history). */
export function useLocalListState(initial: () => LibraryListState): ListStateControl {
  const [state, setState] = useState(initial);
  const change = useCallback(
    (next: Partial<LibraryListState>) => setState((current) => applyListChange(current, next)),
    [],
  );
  return useMemo(() => ({ state, change }), [state, change]);
}
