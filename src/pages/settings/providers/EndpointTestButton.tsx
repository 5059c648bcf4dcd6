import { apiErrorMessage } from '../../../api/apiError';
import { useLazyTestEndpointQuery } from '../../../api/connectionTest';
import { TestOutcomeButton, type TestOutcome } from '../shared/TestOutcomeButton';

/** What Bazarr's UI says when the service answers without a version (whisper-asr's status page has none). */
export const NO_VERSION_TEXT = 'Connected but no version found (possibly whisper-asr?)';

/**
 * 'Test Connection' for a provider's own web service (Whisper): Bazarr reaches `{endpoint}/status` and the
 * button shows the version in green, or the error in red, until the address changes. whisper-asr has no
 * status route: Bazarr's reply then carries code 404, which means the service is there (green, as Bazarr says).
 */
export function EndpointTestButton({ endpoint }: { endpoint: string }) {
  const [test, result] = useLazyTestEndpointQuery();
  let outcome: TestOutcome = { kind: 'idle' };
  if (!result.isFetching && result.originalArgs === endpoint) {
    if (result.isError)
      outcome = { kind: 'failed', text: apiErrorMessage(result.error) ?? 'Connection failed' };
    else if (result.data?.status)
      outcome = {
        kind: 'ok',
        text: result.data.version ? `Version: ${result.data.version}` : NO_VERSION_TEXT,
      };
    else if (result.data?.code === 404) outcome = { kind: 'ok', text: NO_VERSION_TEXT };
    else if (result.data)
      outcome = { kind: 'failed', text: result.data.error ?? 'Connection failed' };
  }
  return (
    <TestOutcomeButton
      outcome={outcome}
      label="Test Connection"
      disabled={endpoint.trim() === ''}
      loading={result.isFetching}
      onClick={() => void test(endpoint)}
    />
  );
}
