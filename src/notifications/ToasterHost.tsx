import { useEffect, useState } from 'react';
import { lazyNamed } from '../lib/lazyNamed';
import { useBecameTrue } from '../lib/useBecameTrue';
import { useAppSelector } from '../lib/hooks';
import { selectNotifications } from './notificationsSlice';

// The toast machinery is a chunk of its own: most visits show no toast before the page is up.
const Toaster = lazyNamed(() => import('./Toaster').then((module) => module.Toaster));

/**
 * Mounts the toaster once there is a first notification, and keeps it from then on. The first one often
 * says that Bazarr is away, when the toaster's chunk cannot load: it is rendered only once its chunk has
 * arrived (a failed load must not take the page down), and each new notification tries again.
 */
export function ToasterHost() {
  const latest = useAppSelector((state) => selectNotifications(state).at(-1)?.id);
  const wanted = useBecameTrue(latest !== undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    Toaster.preload().then(
      () => current && setReady(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, ready, latest]);
  return ready ? <Toaster /> : null;
}
