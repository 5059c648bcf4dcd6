import { apiErrorMessage } from '../../../api/apiError';
import {
  useGetJellyfinLibrariesQuery,
  useTestJellyfinConnectionMutation,
  type JellyfinServer,
} from '../../../api/jellyfin';
import type { JellyfinLibrary } from '../../../api/schemas/jellyfin';
import { queryErrorText } from '../../../components';
import { asText, useSettingChanged, useSettingValue } from '../../../features/settings-form';
import type { TestOutcome } from '../shared/TestOutcomeButton';

export const URL_KEY = 'settings-jellyfin-url';
export const APIKEY_KEY = 'settings-jellyfin-apikey';

export const ENTER_SERVER_FIRST = 'Enter the server URL and API key above to list its libraries.';
export const TEST_FIRST = 'Test the connection above to list the libraries of this server.';
export const TEST_FAILED =
  'The connection test failed: correct the URL or API key above to list the libraries.';

/** Where the library choices come from, for both library sections. */
export interface LibrarySource {
  libraries: JellyfinLibrary[] | undefined;
  loading: boolean;
  /** Why no list can be offered (no server yet, untested credentials, a failed read); null when it can. */
  unavailable: string | null;
}

export interface JellyfinConnection {
  /** A URL and an API key are there to test. */
  ready: boolean;
  testing: boolean;
  outcome: TestOutcome;
  test: () => void;
  libraries: LibrarySource;
}

const sameServer = (a: JellyfinServer | undefined, b: JellyfinServer) =>
  a !== undefined && a.url === b.url && a.apikey === b.apikey;

/**
 * The server as the form has it (typed or saved), its test, and its libraries: listed at once for the saved URL
 * and key (Bazarr uses its own copy), and for typed ones once they tested well, so that typing asks nothing.
 */
export function useJellyfinConnection(): JellyfinConnection {
  const server: JellyfinServer = {
    url: asText(useSettingValue(URL_KEY)).trim(),
    apikey: asText(useSettingValue(APIKEY_KEY)).trim(),
  };
  const urlChanged = useSettingChanged(URL_KEY);
  const keyChanged = useSettingChanged(APIKEY_KEY);
  const [testServer, test] = useTestJellyfinConnectionMutation();
  const ready = server.url !== '' && server.apikey !== '';
  const current = !test.isLoading && sameServer(test.originalArgs, server);

  let outcome: TestOutcome = { kind: 'idle' };
  if (current && test.isError)
    outcome = { kind: 'failed', text: apiErrorMessage(test.error) ?? 'Connection failed' };
  else if (current && test.data?.success) {
    const name = test.data.server_name || 'Jellyfin';
    const version = test.data.version ? `, version ${test.data.version}` : '';
    outcome = { kind: 'ok', text: `Connected to ${name}${version}` };
  } else if (current && test.data)
    outcome = { kind: 'failed', text: test.data.error || 'Connection failed' };

  const edited = urlChanged || keyChanged;
  const verified = outcome.kind === 'ok';
  const listable = ready && (!edited || verified);
  const list = useGetJellyfinLibrariesQuery(edited ? server : null, { skip: !listable });
  const unavailable = !ready
    ? ENTER_SERVER_FIRST
    : !listable
      ? outcome.kind === 'failed'
        ? TEST_FAILED
        : TEST_FIRST
      : list.isError
        ? `Failed to load libraries from Jellyfin: ${queryErrorText(list.error)}`
        : null;

  return {
    ready,
    testing: test.isLoading,
    outcome,
    test: () => void testServer(server),
    libraries: {
      libraries: listable ? list.currentData : undefined,
      loading: listable && list.isFetching,
      unavailable,
    },
  };
}
