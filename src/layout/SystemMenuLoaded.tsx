import { useState } from 'react';
import { Menu } from '@chakra-ui/react';
import { LogOut, Power, RotateCcw } from 'lucide-react';
import { useLogoutMutation, useSystemActionMutation } from '../api/system';
import { useEnvironment } from '../lib/environment';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { pageLocation } from '../lib/pageLocation';
import { FloatingPortal } from '../components/FloatingPortal';
import { ConfirmDialog } from '../components/modal/ConfirmDialog';
import { selectIsBackendOffline } from '../realtime/realtimeSlice';
import { prepareBackendAwayOverlay } from './LazyBackendAwayOverlay';
import { SystemButton } from './SystemButton';
import { backendActionStarted, type BackendAction } from './uiSlice';

const CONFIRMATIONS: Record<
  BackendAction,
  { title: string; message: string; confirmLabel: string }
> = {
  restart: {
    title: 'Restart Bazarr?',
    message: 'Bazarr will restart; this page reloads when it is back.',
    confirmLabel: 'Restart',
  },
  shutdown: {
    title: 'Shut down Bazarr?',
    message: 'Bazarr will stop and has to be started again on the server.',
    confirmLabel: 'Shutdown',
  },
};

/** Logs out; the page then loads /login afresh, so the server stops handing out the API key. */
function useSignOut() {
  const [logout] = useLogoutMutation();
  const { baseUrl } = useEnvironment();
  return async () => {
    await logout().unwrap();
    pageLocation.assign(`${baseUrl}/login`);
  };
}

/** The header's System menu, open from the start: Restart, Shutdown and (form authentication only) Logout. */
export function SystemMenuLoaded({ authType }: { authType: string | null }) {
  const offline = useAppSelector(selectIsBackendOffline);
  const dispatch = useAppDispatch();
  const [systemAction] = useSystemActionMutation();
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState<BackendAction | null>(null);
  const confirmation = confirming ? CONFIRMATIONS[confirming] : null;

  async function runBackendAction(action: BackendAction) {
    await prepareBackendAwayOverlay();
    await systemAction(action).unwrap();
    dispatch(backendActionStarted(action));
  }

  function select(value: string) {
    if (value === 'logout') void signOut().catch(() => undefined);
    else if (value === 'restart' || value === 'shutdown') {
      void prepareBackendAwayOverlay();
      setConfirming(value);
    }
  }

  return (
    <>
      <Menu.Root
        defaultOpen
        onSelect={(details) => select(details.value)}
        positioning={{ placement: 'bottom-end' }}
      >
        <SystemButton offline={offline}>
          {(button) => <Menu.Trigger asChild>{button}</Menu.Trigger>}
        </SystemButton>
        <FloatingPortal>
          <Menu.Positioner>
            <Menu.Content minW="40">
              <Menu.Item value="restart">
                <RotateCcw size={16} />
                Restart
              </Menu.Item>
              <Menu.Item value="shutdown">
                <Power size={16} />
                Shutdown
              </Menu.Item>
              {authType === 'form' && (
                <>
                  <Menu.Separator />
                  <Menu.Item value="logout">
                    <LogOut size={16} />
                    Logout
                  </Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </FloatingPortal>
      </Menu.Root>
      {confirming && confirmation && (
        <ConfirmDialog
          open
          onClose={() => setConfirming(null)}
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={confirmation.confirmLabel}
          colorPalette={confirming === 'shutdown' ? 'red' : 'brand'}
          onConfirm={() => runBackendAction(confirming)}
        />
      )}
    </>
  );
}
