import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { IsolatedText } from '../../../components';
import { useStagedProfile } from '../massEdit/stagedProfiles';
import { useProfileName } from '../profileNames';

interface ProfileCellProps {
  itemId: number;
  profileId: number | null;
}

/** The item's language profile name (nothing when none); in the mass editor, the staged choice, marked. */
export function ProfileCell({ itemId, profileId }: ProfileCellProps) {
  const staged = useStagedProfile(itemId);
  const name = useProfileName(staged ? staged.profileId : profileId);
  // Server text, isolated: the table wraps it like the other names.
  if (!staged) return name === undefined ? null : <IsolatedText text={name} />;
  return (
    <Badge colorPalette="brand" variant="subtle" title="Changed, not saved yet">
      <span>{name ?? 'None'}</span>
      <VisuallyHidden>(not saved yet)</VisuallyHidden>
    </Badge>
  );
}
