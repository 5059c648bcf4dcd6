import { Button, Text } from '@chakra-ui/react';
import { CircleQuestionMark } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorScreen } from '../../components/errors/ErrorScreen';

/** The hidden 404 page (unknown paths and /not-found, SPEC §2). */
export function NotFoundPage() {
  return (
    <ErrorScreen
      icon={CircleQuestionMark}
      title="404"
      actions={
        <Button asChild variant="outline">
          <RouterLink to="/">Go Home</RouterLink>
        </Button>
      }
    >
      <Text fontSize="lg">The Request URL No Found</Text>
    </ErrorScreen>
  );
}
