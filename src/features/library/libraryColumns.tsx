import { VisuallyHidden } from '@chakra-ui/react';
import { AudioLanguages, type DataTableColumn } from '../../components';
import { EditItemButton } from './cells/EditItemButton';
import { ItemLink } from './cells/ItemLink';
import { ProfileCell } from './cells/ProfileCell';
import type { LibraryItem, LibraryKind } from './libraryKinds';
import type { SortOption } from './controls/SortSelect';
import type { SortValues } from './libraryView';

/**
 * The columns the series and movies lists share, for one kind. Build them once at module level: the table
 * memoizes rows on the column array.
 */
export function libraryColumns<Item extends LibraryItem>(kind: LibraryKind<Item>) {
  const name: DataTableColumn<Item> = {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (item) => <ItemLink to={`${kind.path}/${kind.idOf(item)}`} title={item.title} />,
  };
  // The mass editor lists names without links: a click there selects, it does not navigate.
  const plainName: DataTableColumn<Item> = { ...name, cell: (item) => item.title };
  const audio: DataTableColumn<Item> = {
    id: 'audio',
    header: 'Audio',
    sortable: true,
    hideOnMobile: true,
    cell: (item) => <AudioLanguages languages={item.audio_language} />,
  };
  const profile: DataTableColumn<Item> = {
    id: 'profile',
    header: 'Languages Profile',
    sortable: true,
    cell: (item) => <ProfileCell itemId={kind.idOf(item)} profileId={item.profileId} />,
  };
  // On phones the lists keep the name, the state and the edit action; the editor keeps the profile.
  const profileWide: DataTableColumn<Item> = { ...profile, hideOnMobile: true };
  const edit: DataTableColumn<Item> = {
    id: 'edit',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    align: 'end',
    width: '3rem',
    cell: (item) => <EditItemButton itemId={kind.idOf(item)} noun={kind.noun} />,
  };
  return { name, plainName, audio, profile, profileWide, edit };
}

/** How the shared columns sort. */
export const librarySortValues: SortValues<LibraryItem> = {
  name: (item) => item.title,
  audio: (item) => item.audio_language.map((language) => language.name).join(', '),
  profile: (item, profileName) => profileName(item.profileId),
};

/** The shared columns as 'Sort by' choices of the poster view. */
export const librarySortOptions: readonly SortOption[] = [
  { value: 'name', label: 'Name' },
  { value: 'audio', label: 'Audio' },
  { value: 'profile', label: 'Languages Profile' },
];
