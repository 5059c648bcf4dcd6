import { Suspense } from 'react';
import { lazyNamed } from '../app/lazyNamed';
import { useBecameTrue } from '../app/useBecameTrue';
import { useAppSelector } from '../app/hooks';
import { selectNotifications } from './notificationsSlice';

// The toast machinery is a chunk of its own: most visits show no toast before the page is up.
const Toaster = lazyNamed(() => import('./Toaster').then((module) => module.Toaster));

/** Mounts the toaster once there is a first notification, and keeps it from then on. */
export function ToasterHost() {
  const hasNotifications = useAppSelector((state) => selectNotifications(state).length > 0);
  if (!useBecameTrue(hasNotifications)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
