import { Button } from '@chakra-ui/react';
import { CircleCheck, CircleX, PlugZap } from 'lucide-react';
import { apiErrorMessage } from '../../../api/apiError';
import { useLazyTestConnectionQuery, type ConnectionTestArgs } from '../../../api/connectionTest';
import { asText, useSettingValue } from '../../../features/settings-form';
import { arrKey, type ArrManager } from './managers';

/** The connection fields as they are now (staged or stored). */
function useConnectionArgs(manager: ArrManager): ConnectionTestArgs {
  return {
    ssl: useSettingValue(arrKey(manager, 'ssl')) === true,
    ip: asText(useSettingValue(arrKey(manager, 'ip'))).trim(),
    port: asText(useSettingValue(arrKey(manager, 'port'))),
    baseUrl: asText(useSettingValue(arrKey(manager, 'base_url'))),
    apikey: asText(useSettingValue(arrKey(manager, 'apikey'))).trim(),
  };
}

const sameArgs = (a: ConnectionTestArgs | undefined, b: ConnectionTestArgs) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

type Outcome = { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'failed'; text: string };

/**
 * Asks Bazarr to reach the manager with the fields as typed (SPEC §7, §8): the button then shows 'Version: X'
 * in green, or the server's error in red, until a field changes. Needs an address and an API key.
 */
export function ConnectionTestButton({ manager }: { manager: ArrManager }) {
  const args = useConnectionArgs(manager);
  const [test, result] = useLazyTestConnectionQuery();
  const ready = args.ip !== '' && args.apikey !== '';

  let outcome: Outcome = { kind: 'idle' };
  if (!result.isFetching && sameArgs(result.originalArgs, args)) {
    if (result.isError)
      outcome = { kind: 'failed', text: apiErrorMessage(result.error) ?? 'Connection failed' };
    else if (result.data?.status)
      outcome = { kind: 'ok', text: `Version: ${result.data.version ?? 'unknown'}` };
    else if (result.data)
      outcome = { kind: 'failed', text: result.data.error ?? 'Connection failed' };
  }

  return (
    <Button
      alignSelf="flex-start"
      maxW="full"
      h="auto"
      minH="10"
      py="2"
      whiteSpace="normal"
      textAlign="start"
      variant={outcome.kind === 'idle' ? 'outline' : 'solid'}
      colorPalette={outcome.kind === 'ok' ? 'green' : outcome.kind === 'failed' ? 'red' : 'gray'}
      data-outcome={outcome.kind}
      disabled={!ready}
      loading={result.isFetching}
      loadingText="Testing..."
      onClick={() => void test(args)}
    >
      {outcome.kind === 'ok' ? (
        <CircleCheck />
      ) : outcome.kind === 'failed' ? (
        <CircleX />
      ) : (
        <PlugZap />
      )}
      {outcome.kind === 'idle' ? 'Test' : outcome.text}
    </Button>
  );
}
