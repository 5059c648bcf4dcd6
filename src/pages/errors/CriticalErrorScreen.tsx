import { Box, Button } from '@chakra-ui/react';
import { TriangleExclamationPoint } from 'lucide-react';
import { pageLocation } from '../../lib/pageLocation';
import { ErrorDetail, ErrorScreen } from '../../components/errors/ErrorScreen';

/** docs/behaviour.md §2/§8: 'Something is wrong!' with the critical error (e.g. 'Cannot connect to backend') and Reload. */
export function CriticalErrorScreen({ message, overlay }: { message: string; overlay?: boolean }) {
  const screen = (
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
  if (!overlay) return screen;
  // Over everything, open modals included (the app stays mounted underneath, hidden).
  return (
    <Box position="fixed" inset="0" zIndex="max" bg="bg" overflowY="auto">
      {screen}
    </Box>
  );
}
