import { Button } from '@chakra-ui/react';
import { TriangleExclamationPoint } from 'lucide-react';
import { pageLocation } from '../../app/pageLocation';
import { ErrorDetail, ErrorScreen } from './ErrorScreen';

/** SPEC §2/§8: 'Something is wrong!' with the critical error (e.g. 'Cannot connect to backend') and Reload. */
export function CriticalErrorScreen({ message }: { message: string }) {
  return (
    <ErrorScreen
      icon={TriangleExclamationPoint}
      title="Something is wrong!"
      actions={
        <Button colorPalette="brand" onClick={() => pageLocation.reload()}>
          Reload
        </Button>
      }
    >
      <ErrorDetail>{message}</ErrorDetail>
    </ErrorScreen>
  );
}
