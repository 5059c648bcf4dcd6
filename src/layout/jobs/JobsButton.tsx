import { Box, Circle, Float, Icon, IconButton } from '@chakra-ui/react';
import { ListTodo, LoaderCircle } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useBackend } from '../../api/backend/selectBackend';
import { useGetJobsQuery } from '../../api/jobs';
import type { Job } from '../../api/schemas/jobs';
import { lazyNamed } from '../../lib/lazyNamed';
import { useBecameTrue } from '../../lib/useBecameTrue';
import { Hint } from '../../components/hint/Hint';

const JobsDrawer = lazyNamed(() =>
  import(/* webpackChunkName: "jobs-drawer" */ './JobsDrawer').then((module) => module.JobsDrawer),
);

/** The header's Jobs button, on a Bazarr with a jobs queue (1.5.3+); nothing on an older one. */
export function JobsButton() {
  return useBackend().hasJobs ? <JobsButtonShown /> : null;
}

/** The jobs running and waiting, counted in one pass over the list. */
function activeCounts(jobs: readonly Job[] | undefined) {
  const counts = { running: 0, pending: 0 };
  for (const job of jobs ?? []) {
    if (job.status === 'running') counts.running += 1;
    else if (job.status === 'pending') counts.pending += 1;
  }
  return counts;
}

/** Spins while a job runs; the badge counts the jobs running and waiting. */
function JobsButtonShown() {
  const { running, pending } = useGetJobsQuery(undefined, {
    selectFromResult: ({ data }) => activeCounts(data),
  });
  const [open, setOpen] = useState(false);
  const opened = useBecameTrue(open);
  const active = running + pending;
  const label = active > 0 ? `Jobs: ${running} running, ${pending} waiting` : 'Jobs: none running';
  return (
    <>
      <Box position="relative" flexShrink={0}>
        <Hint content={label} openDelay={500}>
          <IconButton aria-label={label} variant="ghost" onClick={() => setOpen(true)}>
            {running > 0 ? (
              <Icon asChild animation="spin 1.5s linear infinite">
                <LoaderCircle />
              </Icon>
            ) : (
              <ListTodo />
            )}
          </IconButton>
        </Hint>
        {active > 0 && (
          <Float placement="top-end" offset="2">
            <Circle
              aria-hidden
              size="4"
              px="1"
              minW="4"
              w="auto"
              bg="green.solid"
              color="green.contrast"
              fontSize="xs"
              fontWeight="semibold"
              pointerEvents="none"
            >
              {active > 999 ? '999+' : active}
            </Circle>
          </Float>
        )}
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <JobsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
