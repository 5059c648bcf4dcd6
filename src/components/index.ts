// The shared UI pieces pages build on; see README.md beside this file for one usage line each.
export { AudioLanguages } from './badges/AudioLanguages';
export { LanguageBadge, PlainLanguageBadge } from './badges/LanguageBadge';
export { languageLabel, type LanguageFormat, type LanguageLike } from './badges/languageLabel';
export { ActionIconButton } from './buttons/ActionIconButton';
export { COPY_CONFIRMATION_MS, CopyButton } from './buttons/CopyButton';
export { MoreActionsMenu, type MoreAction } from './buttons/MoreActionsMenu';
export type { MenuAction } from './buttons/menuAction';
export { RowIconButton } from './buttons/RowIconButton';
export { Toolbar, ToolbarButton } from './buttons/Toolbar';
export { FolderPathPicker } from './files/FolderPathPicker';
export { folderOfTypedPath, parentFolder } from './files/folderPath';
export { ChipsInput } from './form/ChipsInput';
export { NumberField } from './form/NumberField';
export { PlainNativeSelect } from './form/PlainNativeSelect';
export { nativeSelectLook, type NativeSelectLook } from './form/nativeSelectLook';
export { SearchableSelector } from './form/SearchableSelector';
export { Selector, type SelectorProps } from './form/Selector';
export type { SelectorOption } from './form/selectorOptions';
export { SwitchField } from './form/SwitchField';
export { TextAreaField, TextField } from './form/TextField';
export { EmptyState } from './pageFrame/EmptyState';
export { PageContainer, PageHeader } from './pageFrame/PageContainer';
export {
  APP_TITLE,
  bazarrTitle,
  useDocumentTitle,
  type TabTitle,
} from './pageFrame/useDocumentTitle';
export { ErrorAlert, QueryState, queryErrorText } from './pageFrame/QueryState';
export { ExternalLink, safeExternalHref } from './links/ExternalLink';
export { RouteLink, RouteNavLink, isCurrentPath, type RouteLinkProps } from './links/RouteLink';
export { AppModal, type AppModalSize } from './modal/AppModal';
export { ConfirmDialog } from './modal/ConfirmDialog';
export { ConfirmText } from './modal/ConfirmText';
export {
  fixedStyles,
  recipeStyles,
  slotRecipeStyles,
  useFixedClass,
  type FixedStyles,
} from '../styles/fixedClass';
export { buttonLook, ICON_BUTTON, type ButtonLook } from './styled/buttonLook';
export { PlainIcon } from './styled/PlainIcon';
export { SubtitleBadge } from './subtitles/SubtitleBadge';
export { SubtitleChip, type SubtitleChipAction, type SubtitleLike } from './subtitles/SubtitleChip';
export { DataTable, SMALL_TABLE_PAGE_SIZE } from './table/DataTable';
export { isolated, IsolatedText, PathText } from './text/ServerText';
export type {
  DataTableColumn,
  RowKey,
  RowSelection,
  ServerPagination,
  SortState,
} from './table/types';
export { PageDropZone } from './upload/PageDropZone';
export { UploadDropZone } from './upload/UploadDropZone';
export { SUBTITLE_EXTENSIONS } from './upload/subtitleFiles';
