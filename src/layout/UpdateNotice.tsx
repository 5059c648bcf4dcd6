import { Badge, Text } from '@chakra-ui/react';
import { CircleArrowUp } from 'lucide-react';
import { useEffect } from 'react';
import { useEnvironment } from '../lib/environment';
import { RouteLink } from '../components/links/RouteLink';
import { useAppDispatch } from '../lib/hooks';
import { notify } from '../notifications/notificationsSlice';

export const UPDATE_NOTIFICATION = {
  id: 'update-available',
  type: 'info',
  title: 'Update available',
  message: 'A new version of Bazarr is ready, restart is required',
} as const;

/**
 * docs/behaviour.md §4: 'Update available' when Bazarr reports an update: a notification once per page load (as Bazarr's UI
 * gives), and a lasting header badge linking to the release notes. Shown whether or not Bazarr can update itself
 * (Docker images cannot): knowing that a new version exists is useful either way.
 */
export function UpdateNotice() {
  const { hasUpdate } = useEnvironment();
  const dispatch = useAppDispatch();
  useEffect(() => {
    // A fixed id: shown once, however often this mounts.
    if (hasUpdate) dispatch(notify(UPDATE_NOTIFICATION));
  }, [hasUpdate, dispatch]);
  if (!hasUpdate) return null;
  return (
    <Badge asChild colorPalette="green" variant="subtle" size="md" gap="1" flexShrink={0}>
      <RouteLink to="/system/releases" aria-label="Update available">
        <CircleArrowUp size={14} />
        {/* Narrow screens keep the icon only; the link keeps its name. */}
        <Text as="span" hideBelow="sm">
          Update available
        </Text>
      </RouteLink>
    </Badge>
  );
}
