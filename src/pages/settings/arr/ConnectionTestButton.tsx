import { apiErrorMessage } from '../../../api/apiError';
import { useLazyTestConnectionQuery, type ConnectionTestArgs } from '../../../api/connectionTest';
import { asText, useSettingValue } from '../../../features/settings-form';
import { TestOutcomeButton, type TestOutcome } from '../shared/TestOutcomeButton';
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

/**
 * Asks Bazarr to reach the manager with the fields as typed (docs/behaviour.md §7, §8): the button then shows 'Version: X'
 * in green, or the server's error in red, until a field changes. Needs an address and an API key.
 */
export function ConnectionTestButton({ manager }: { manager: ArrManager }) {
  const args = useConnectionArgs(manager);
  const [test, result] = useLazyTestConnectionQuery();
  const ready = args.ip !== '' && args.apikey !== '';

  let outcome: TestOutcome = { kind: 'idle' };
  if (!result.isFetching && sameArgs(result.originalArgs, args)) {
    if (result.isError)
      outcome = { kind: 'failed', text: apiErrorMessage(result.error) ?? 'Connection failed' };
    else if (result.data?.status)
      outcome = { kind: 'ok', text: `Version: ${result.data.version ?? 'unknown'}` };
    else if (result.data)
      outcome = { kind: 'failed', text: result.data.error ?? 'Connection failed' };
  }

  return (
    <TestOutcomeButton
      outcome={outcome}
      label="Test"
      disabled={!ready}
      loading={result.isFetching}
      onClick={() => void test(args)}
    />
  );
}
