import { Box, Icon, IconButton } from '@chakra-ui/react';
import { ListTodo, LoaderCircle } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useBackend } from '../../api/backend/selectBackend';
import { useGetJobsQuery } from '../../api/jobs';
import { lazyNamed } from '../../app/lazyNamed';
import { useBecameTrue } from '../../app/useBecameTrue';
import { Hint } from '../../components/hint/Hint';

const JobsDrawer = lazyNamed(() =>
  import(/* webpackChunkName: "jobs-drawer" */ './JobsDrawer').then((module) => module.JobsDrawer),
);

/** The header's Jobs button, on a Bazarr with a jobs queue (1.5.3+); nothing on an older one. */
export function JobsButton() {
  return useBackend().hasJobs ? <JobsButtonShown /> : null;
}

/** Spins while a job runs; the badge counts the jobs running and waiting. */
function JobsButtonShown() {
  const { running, pending } = useGetJobsQuery(undefined, {
    selectFromResult: ({ data }) => ({
      running: data?.filter((job) => job.status === 'running').length ?? 0,
      pending: data?.filter((job) => job.status === 'pending').length ?? 0,
    }),
  });
  const [open, setOpen] = useState(false);
  const opened = useBecameTrue(open);
  const active = running + pending;
  const label = active > 0 ? `Jobs: ${running} running, ${pending} waiting` : 'Jobs: none running';
  return (
    <>
      <Hint content={label} openDelay={500}>
        <IconButton
          aria-label={label}
          variant="ghost"
          flexShrink={0}
          position="relative"
          onClick={() => setOpen(true)}
        >
          {running > 0 ? (
            <Icon asChild animation="spin 1.5s linear infinite">
              <LoaderCircle />
            </Icon>
          ) : (
            <ListTodo />
          )}
          {active > 0 && (
            <Box
              as="span"
              aria-hidden
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              minW="4"
              h="4"
              px="1"
              rounded="full"
              bg="colorPalette.solid"
              colorPalette="green"
              color="colorPalette.contrast"
              fontSize="2xs"
              lineHeight="4"
              textAlign="center"
            >
              {active > 999 ? '999+' : active}
            </Box>
          )}
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <JobsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
