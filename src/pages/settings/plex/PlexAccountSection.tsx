import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  useGetPlexAccountQuery,
  useLogoutPlexMutation,
  useSavePlexTokenMutation,
} from '../../../api/plex';
import type { PlexAccount } from '../../../api/schemas/plex';
import { ConfirmDialog, ErrorAlert, ExternalLink, TextField } from '../../../components';
import { asText, SettingsSection, useSettingValue } from '../../../features/settings-form';
import { usePlexSignIn } from './usePlexSignIn';

export const STORED_TOKEN_TEXT =
  'A Plex token is stored. Bazarr keeps it encrypted, so it is not shown here.';

/** Whether Bazarr holds a token given by hand (plex.apikey; encrypted once Bazarr has used it). */
function useStoredManualToken(): boolean {
  const apikey = asText(useSettingValue('settings-plex-apikey'));
  const method = asText(useSettingValue('settings-plex-auth_method'));
  return method !== 'oauth' && apikey !== '';
}

/** 'Connect to Plex', then the code and the plex.tv link while Bazarr waits for the sign-in. */
function SignInFlow() {
  const { state, start, cancel } = usePlexSignIn();
  if (state.step === 'waiting') {
    return (
      <Stack gap="2" role="group" aria-label="Plex sign-in">
        <Text>
          PIN Code: <Code fontSize="md">{state.pin.code}</Code>
        </Text>
        <Text>
          <ExternalLink href={state.pin.authUrl} showIcon>
            Open plex.tv to sign in
          </ExternalLink>{' '}
          and allow Bazarr; this page goes on by itself once you have.
        </Text>
        <Text role="status" color="fg.muted">
          Waiting for you to sign in at plex.tv...
        </Text>
        <HStack>
          <Button size="sm" variant="outline" onClick={cancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      {state.step === 'failed' && <ErrorAlert error={{ message: state.message }} />}
      {state.step === 'signed-in' && (
        <Text role="status">Signed in to Plex{state.username ? ` as ${state.username}` : ''}.</Text>
      )}
      <HStack>
        <Button
          size="sm"
          colorPalette="brand"
          loading={state.step === 'asking'}
          onClick={() => void start()}
        >
          Connect to Plex
        </Button>
      </HStack>
    </Stack>
  );
}

/** A token typed by hand goes to POST plex/apikey, which stores it encrypted (never as a plain setting). */
function ManualToken({ stored }: { stored: boolean }) {
  const [token, setToken] = useState('');
  const [saveToken, saving] = useSavePlexTokenMutation();
  const [saved, setSaved] = useState(false);
  const save = async () => {
    setSaved(false);
    await saveToken(token.trim())
      .unwrap()
      .then(() => {
        setToken('');
        setSaved(true);
      })
      .catch(() => undefined);
  };
  return (
    <Stack gap="2">
      <Text color="fg.muted" fontSize="sm">
        Advanced users: Manual configuration is available via config.yaml if OAuth is not suitable.
        A token typed here replaces the stored one; Bazarr encrypts it.
      </Text>
      <HStack align="end">
        <TextField
          label="Plex Token"
          type="password"
          autoComplete="off"
          placeholder={stored ? 'Stored (hidden)' : undefined}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (token.trim() !== '') void save();
          }}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={token.trim() === ''}
          loading={saving.isLoading}
          onClick={() => void save()}
        >
          Store Token
        </Button>
      </HStack>
      {saving.isError && <ErrorAlert error={saving.error} />}
      {saved && !saving.isError && <Text role="status">Token stored (encrypted by Bazarr).</Text>}
    </Stack>
  );
}

function Connected({ account }: { account: PlexAccount }) {
  const [confirming, setConfirming] = useState(false);
  const [logout, logoutState] = useLogoutPlexMutation();
  const who = account.email ? `${account.username ?? ''} (${account.email})` : account.username;
  return (
    <Stack gap="2">
      <Text>Connected as {who}</Text>
      <HStack>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Disconnect from Plex
        </Button>
      </HStack>
      {logoutState.isError && <ErrorAlert error={logoutState.error} />}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Disconnect from Plex?"
        message="Bazarr forgets the Plex account, its token and the chosen server, and turns Plex off."
        confirmLabel="Disconnect"
        onConfirm={() => logout().unwrap()}
      />
    </Stack>
  );
}

/**
 * The Plex account Bazarr uses (1.5.3+): signed in at plex.tv (OAuth) or a token given by hand. The token itself is
 * never shown nor posted with the settings: Bazarr keeps it encrypted, and a plain value written over it breaks
 * every Plex call.
 */
export function PlexAccountSection() {
  const account = useGetPlexAccountQuery();
  const storedManualToken = useStoredManualToken();
  const data = account.data;
  const signedIn = data?.valid === true;
  return (
    <SettingsSection
      title="Plex Account"
      description="Connect your Plex account: Bazarr then finds your servers and libraries."
    >
      {account.isLoading && <Text color="fg.muted">Checking the Plex account...</Text>}
      {account.isError && <ErrorAlert error={account.error} onRetry={account.refetch} />}
      {data && signedIn && <Connected account={data} />}
      {data && !signedIn && (
        <>
          {data.error && (
            <ErrorAlert
              error={{ message: `The stored Plex sign-in does not work: ${data.error}` }}
            />
          )}
          <SignInFlow />
        </>
      )}
      {storedManualToken && <Text role="note">{STORED_TOKEN_TEXT}</Text>}
      {data && data.auth_method !== 'oauth' && <ManualToken stored={storedManualToken} />}
    </SettingsSection>
  );
}
