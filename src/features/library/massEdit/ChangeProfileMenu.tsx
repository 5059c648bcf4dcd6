import { Button, Menu } from '@chakra-ui/react';
import { ChevronDown, UserCog } from 'lucide-react';
import { FloatingPortal } from '../../../components/FloatingPortal';
import { useLanguageProfiles } from '../profileNames';

const CLEAR = 'clear';

interface ChangeProfileMenuProps {
  /** Nothing selected yet. */
  disabled: boolean;
  /** A profile id, or null for 'Clear' (no profile). */
  onChoose: (profileId: number | null) => void;
}

/** docs/behaviour.md §4 mass editor: 'Change Profile' offers each language profile, then 'Clear'. */
export function ChangeProfileMenu({ disabled, onChoose }: ChangeProfileMenuProps) {
  const profiles = useLanguageProfiles();
  return (
    <Menu.Root
      onSelect={({ value }) => onChoose(value === CLEAR ? null : Number(value))}
      positioning={{ placement: 'bottom-start' }}
    >
      {/* On the trigger, not the button: the trigger's own props would override the button's. */}
      <Menu.Trigger asChild disabled={disabled}>
        <Button size="sm" variant="ghost">
          <UserCog />
          Change Profile
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <FloatingPortal>
        <Menu.Positioner>
          <Menu.Content>
            {profiles.map((profile) => (
              <Menu.Item key={profile.profileId} value={String(profile.profileId)}>
                {profile.name}
              </Menu.Item>
            ))}
            {profiles.length > 0 && <Menu.Separator />}
            <Menu.Item value={CLEAR}>Clear</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </FloatingPortal>
    </Menu.Root>
  );
}
