import {
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useBackend } from '../../api/backend/selectBackend';
import {
  useActOnJobMutation,
  useClearJobsMutation,
  useDeleteJobMutation,
  useGetJobsQuery,
  type ClearableJobStatus,
} from '../../api/jobs';
import { ConfirmDialog, EmptyState, QueryState } from '../../components';
import { JobRow, type JobRowActions } from './JobRow';
import { jobSections, type JobSection } from './jobSections';

interface JobsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Bazarr's jobs queue (1.5.3+): what runs, what waits (start now, move, remove: what the version allows), and the
 * last jobs that failed or completed, each list clearable from 1.5.4. Events keep it current while open.
 */
export function JobsDrawer({ open, onClose }: JobsDrawerProps) {
  const backend = useBackend();
  const jobs = useGetJobsQuery();
  const [actOnJob] = useActOnJobMutation();
  const [deleteJob] = useDeleteJobMutation();
  const [clearJobs] = useClearJobsMutation();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const actions: JobRowActions = {
    act: (id, action) => void actOnJob({ id, action }),
    remove: (id) => void deleteJob(id),
  };
  const clear = (status: ClearableJobStatus) =>
    status === 'pending' ? setConfirmingClear(true) : void clearJobs(status);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header px="4" py="3" borderBottomWidth="1px" borderColor="border">
              <Drawer.Title>Jobs</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4" py="2">
              <QueryState result={jobs}>
                {(list) =>
                  list.length === 0 ? (
                    <EmptyState>No jobs</EmptyState>
                  ) : (
                    <Stack gap="4">
                      {jobSections(list).map((section) => (
                        <JobSectionList
                          key={section.status}
                          section={section}
                          canClear={backend.canClearJobQueue && section.status !== 'running'}
                          onClear={clear}
                        >
                          {section.jobs.map((job) => (
                            <JobRow
                              key={job.job_id}
                              job={job}
                              backend={backend}
                              actions={actions}
                            />
                          ))}
                        </JobSectionList>
                      ))}
                    </Stack>
                  )
                }
              </QueryState>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close jobs" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirmingClear}
        onClose={() => setConfirmingClear(false)}
        title="Clear pending jobs?"
        message="Every job waiting in Bazarr's queue is removed and will not run."
        confirmLabel="Clear"
        onConfirm={() => clearJobs('pending').unwrap()}
      />
    </Drawer.Root>
  );
}

interface JobSectionListProps {
  section: JobSection;
  canClear: boolean;
  onClear: (status: ClearableJobStatus) => void;
  children: ReactNode;
}

function JobSectionList({ section, canClear, onClear, children }: JobSectionListProps) {
  const { status, title, jobs, hidden } = section;
  const count = jobs.length + hidden;
  return (
    <section>
      <HStack justify="space-between" mb="1">
        <Heading as="h3" textStyle="sm" fontWeight="semibold">
          {title} ({count})
        </Heading>
        {canClear && status !== 'running' && (
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Clear ${title.toLowerCase()} jobs`}
            onClick={() => onClear(status)}
          >
            Clear
          </Button>
        )}
      </HStack>
      <div role="list" aria-label={`${title} jobs`}>
        {children}
      </div>
      {hidden > 0 && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          and {hidden} more waiting
        </Text>
      )}
    </section>
  );
}
