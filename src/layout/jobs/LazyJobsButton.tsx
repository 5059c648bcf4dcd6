import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import { useAfterFirstPage } from '../afterFirstPage';

const JobsButton = lazyNamed(() =>
  import(/* webpackChunkName: "jobs" */ './JobsButton').then((module) => module.JobsButton),
);

/** The header's Jobs button (Bazarr 1.5.3+), loaded after the first page: it needs what Bazarr can do. */
export function LazyJobsButton() {
  return useAfterFirstPage() ? (
    <Suspense fallback={null}>
      <JobsButton />
    </Suspense>
  ) : null;
}
