import { Alert } from '@chakra-ui/react';
import type { Backend } from '../../../api/backend/capabilities';
import { untestedMessage } from '../../../api/backend/describeBackend';

/** Above the About card, for a Bazarr outside the tested range: nothing is blocked, the user is told. */
export function UntestedBackendNotice({ backend }: { backend: Backend }) {
  const message = untestedMessage(backend);
  if (message === null) return null;
  return (
    <Alert.Root status="warning" size="sm" role="status">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
