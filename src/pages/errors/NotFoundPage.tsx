import { Button, Text } from '@chakra-ui/react';
import { CircleQuestionMark } from 'lucide-react';
import { ErrorScreen } from '../../components/errors/ErrorScreen';
import { RouteLink } from '../../components/links/RouteLink';

/** The hidden 404 page (unknown paths and /not-found, docs/behaviour.md §2). */
export function NotFoundPage() {
  return (
    <ErrorScreen
      icon={CircleQuestionMark}
      title="404"
      actions={
        <Button asChild variant="outline">
          <RouteLink to="/">Go Home</RouteLink>
        </Button>
      }
    >
      <Text fontSize="lg">The Request URL No Found</Text>
    </ErrorScreen>
  );
}
