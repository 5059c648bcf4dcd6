import { Suspense, useState } from 'react';
import { lazyNamed } from '../app/lazyNamed';
import { useAppSelector } from '../app/hooks';
import { selectIsBackendOffline } from '../realtime/realtimeSlice';
import { SystemButton } from './SystemButton';

// The menu (Zag's menu machine and the confirmations) loads when the button is first pointed at or used.
const SystemMenuLoaded = lazyNamed(() =>
  import('./SystemMenuLoaded').then((module) => module.SystemMenuLoaded),
);

/** The header's System button; its menu (Restart, Shutdown, Logout) opens on the first click. */
export function SystemMenu({ authType }: { authType: string | null }) {
  const offline = useAppSelector(selectIsBackendOffline);
  const [used, setUsed] = useState(false);
  const preload = () => void SystemMenuLoaded.preload();
  const button = (
    <SystemButton
      offline={offline}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <SystemMenuLoaded authType={authType} />
    </Suspense>
  );
}
