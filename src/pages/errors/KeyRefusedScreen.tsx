import { Button, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { pageLocation } from '../../lib/pageLocation';
import { ErrorScreen } from '../../components/errors/ErrorScreen';

export const KEY_REFUSED_TITLE = 'Bazarr refused the API key';

/**
 * A 401 to the key the page was given. Bazarr's API checks only the key, and a Bazarr with a login
 * (form or basic) gives the key only once the browser is logged in: a login form cannot help here, so this says
 * what can.
 */
export function KeyRefusedScreen() {
  return (
    <ErrorScreen
      icon={KeyRound}
      title={KEY_REFUSED_TITLE}
      actions={
        <Button colorPalette="brand" onClick={() => pageLocation.reload()}>
          Reload Page
        </Button>
      }
    >
      <Text>
        Bazarr answered 401 (Unauthorized) to the API key this page was given, so nothing can be
        loaded. This is not a login: Bazarr checks only the key.
      </Text>
      <Stack textAlign="start" gap="2">
        <Text>
          Started with <code>npm start</code> or <code>subtitle-desk-server.mjs</code>: give it the
          key shown in Bazarr&apos;s Settings &gt; General &gt; Security as{' '}
          <code>BAZARR_API_KEY</code> and start it again.
        </Text>
        <Text>The key was changed in Bazarr since this page was opened: reload the page.</Text>
      </Stack>
    </ErrorScreen>
  );
}
