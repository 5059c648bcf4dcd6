import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useMemo, useReducer } from 'react';
import type { UploadDraft } from './uploadRows';

type DraftAction =
  | { type: 'add'; files: readonly File[]; fromPack?: ReadonlySet<File> }
  | { type: 'change'; id: string; patch: Partial<Omit<UploadDraft, 'id' | 'file'>> }
  | { type: 'remove'; id: string };

function toDrafts(files: readonly File[], fromPack?: ReadonlySet<File>): UploadDraft[] {
  return files.map((file) => ({
    id: nanoid(),
    file,
    ...(fromPack?.has(file) ? { fromPack: true } : {}),
  }));
}

function draftsReducer(drafts: UploadDraft[], action: DraftAction): UploadDraft[] {
  switch (action.type) {
    case 'add':
      return [...drafts, ...toDrafts(action.files, action.fromPack)];
    case 'change':
      return drafts.map((draft) =>
        draft.id === action.id ? { ...draft, ...action.patch } : draft,
      );
    case 'remove':
      return drafts.filter((draft) => draft.id !== action.id);
  }
}

/** The files of an upload form and what the user chose for each. */
export function useUploadDrafts(initialFiles: readonly File[]) {
  const [drafts, dispatch] = useReducer(draftsReducer, initialFiles, (files) => toDrafts(files));
  /** `fromPack`: the files that came out of a zip. */
  const add = useCallback(
    (files: readonly File[], fromPack?: ReadonlySet<File>) =>
      dispatch({ type: 'add', files, ...(fromPack ? { fromPack } : {}) }),
    [],
  );
  const change = useCallback(
    (id: string, patch: Partial<Omit<UploadDraft, 'id' | 'file'>>) =>
      dispatch({ type: 'change', id, patch }),
    [],
  );
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  return useMemo(() => ({ drafts, add, change, remove }), [drafts, add, change, remove]);
}
