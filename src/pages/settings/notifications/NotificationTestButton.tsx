import { Button, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, Send } from 'lucide-react';
import { apiErrorMessage } from '../../../api/apiError';
import { useTestNotificationMutation } from '../../../api/system';

/**
 * Sends a test notification to the URL as typed (PATCH system/notifications). A failure shows the server's
 * message under the button (the error notification shows it too); the outcome holds until the URL changes.
 */
export function NotificationTestButton({ url }: { url: string }) {
  const [sendTest, result] = useTestNotificationMutation();
  const target = url.trim();
  const current = result.originalArgs === target && !result.isLoading;
  const outcome =
    current && result.isSuccess ? 'ok' : current && result.isError ? 'failed' : 'idle';

  return (
    <Stack gap="1" align="flex-start">
      <Button
        variant={outcome === 'idle' ? 'outline' : 'solid'}
        colorPalette={outcome === 'ok' ? 'green' : outcome === 'failed' ? 'red' : 'gray'}
        data-outcome={outcome}
        disabled={target === ''}
        loading={result.isLoading}
        onClick={() => void sendTest(target)}
      >
        {outcome === 'ok' ? <CircleCheck /> : outcome === 'failed' ? <CircleX /> : <Send />}
        Test
      </Button>
      {outcome === 'failed' && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {apiErrorMessage(result.error) ?? 'The test notification failed'}
        </Text>
      )}
    </Stack>
  );
}
