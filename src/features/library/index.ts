// The pieces the series and movies lists, their mass editors and their detail pages share.
export { ItemEditorModal, type ItemEditorModalProps } from './editor/ItemEditorModal';
export { ItemEditorHost } from './editor/ItemEditorHost';
export { INVALID_PROFILE, itemEditorSchema } from './editor/itemEditorSchema';
export { LibraryIndexPage } from './LibraryIndexPage';
export type { SortOption } from './controls/SortSelect';
export { LibraryList, type LibraryListProps } from './LibraryList';
export { libraryColumns, librarySortOptions, librarySortValues } from './libraryColumns';
export {
  moviesLibrary,
  seriesLibrary,
  type LibraryItem,
  type LibraryKind,
  type LibraryType,
} from './libraryKinds';
export type { SortValues } from './libraryView';
export { MassEditor, type MassEditorProps } from './massEdit/MassEditor';
export { CHUNK_SIZE } from './progressive/progressiveIds';
export { useLanguageProfiles, useProfileName } from './profileNames';
