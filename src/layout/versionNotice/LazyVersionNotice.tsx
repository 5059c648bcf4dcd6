import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import { useAfterFirstPage } from '../afterFirstPage';

const VersionNotice = lazyNamed(() =>
  import(/* webpackChunkName: "version-notice" */ './VersionNotice').then(
    (module) => module.VersionNotice,
  ),
);

/** Mounts the compatibility notice (VersionNotice) once the first page had its time and the browser is idle. */
export function LazyVersionNotice() {
  return useAfterFirstPage() ? (
    <Suspense fallback={null}>
      <VersionNotice />
    </Suspense>
  ) : null;
}
