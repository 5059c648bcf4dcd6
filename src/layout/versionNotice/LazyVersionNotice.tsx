import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../app/lazyNamed';

const VersionNotice = lazyNamed(() =>
  import(/* webpackChunkName: "version-notice" */ './VersionNotice').then(
    (module) => module.VersionNotice,
  ),
);

/** Long enough for the first page's rows: the notice's chunk and its status request come after them. */
const AFTER_FIRST_PAGE_MS = 3000;

/** Mounts the compatibility notice (VersionNotice) once the first page had its time and the browser is idle. */
export function LazyVersionNotice() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let idle = 0;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(() => setDue(true), { timeout: 5000 });
      else setDue(true);
    }, AFTER_FIRST_PAGE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  return due ? (
    <Suspense fallback={null}>
      <VersionNotice />
    </Suspense>
  ) : null;
}
