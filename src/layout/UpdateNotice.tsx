import { Badge, Text } from '@chakra-ui/react';
import { CircleArrowUp } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useEnvironment } from '../app/environment';

/** SPEC §4: 'Update available' when Bazarr says it can update and an update exists. */
export function UpdateNotice() {
  const { canUpdate, hasUpdate } = useEnvironment();
  if (!canUpdate || !hasUpdate) return null;
  return (
    <Badge asChild colorPalette="green" variant="subtle" size="md" gap="1" flexShrink={0}>
      <RouterLink to="/system/releases" aria-label="Update available">
        <CircleArrowUp size={14} />
        {/* Narrow screens keep the icon only; the link keeps its name. */}
        <Text as="span" hideBelow="sm">
          Update available
        </Text>
      </RouterLink>
    </Badge>
  );
}
