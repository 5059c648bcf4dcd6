import { lazyNamed } from '../lib/lazyNamed';
import { useAppSelector } from '../lib/hooks';
import { LoadedOnFirstUse } from '../components/firstUse/LoadedOnFirstUse';
import { selectIsBackendOffline } from '../realtime/realtimeSlice';
import { SystemButton } from './SystemButton';

// The menu (Zag's menu machine and the confirmations) loads when the button is first pointed at or used.
const SystemMenuLoaded = lazyNamed(() =>
  import('./SystemMenuLoaded').then((module) => module.SystemMenuLoaded),
);

/** The header's System button; its menu (Restart, Shutdown, Logout) opens on the first click. */
export function SystemMenu({ authType }: { authType: string | null }) {
  const offline = useAppSelector(selectIsBackendOffline);
  return (
    <LoadedOnFirstUse
      part={SystemMenuLoaded}
      button={(handlers) => <SystemButton offline={offline} {...handlers} />}
      loaded={() => <SystemMenuLoaded authType={authType} />}
    />
  );
}
