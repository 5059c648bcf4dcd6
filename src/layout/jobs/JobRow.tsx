import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { ChevronsDown, ChevronsUp, Play, X } from 'lucide-react';
import type { Backend } from '../../api/backend/capabilities';
import type { JobAction } from '../../api/jobs';
import type { Job } from '../../api/schemas/jobs';
import { ActionIconButton } from '../../components';
import { jobTime } from './jobSections';

export interface JobRowActions {
  act: (id: number, action: JobAction) => void;
  remove: (id: number) => void;
}

interface JobRowProps {
  job: Job;
  backend: Pick<Backend, 'canReorderJobs'>;
  actions: JobRowActions;
}

/** One job: its name, when, its progress while it runs; what a user may do with it while it waits. */
export function JobRow({ job, backend, actions }: JobRowProps) {
  const waiting = job.status === 'pending';
  const measured = job.status === 'running' && job.progress_max > 0;
  return (
    <Box
      role="listitem"
      aria-label={job.job_name}
      py="2"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <HStack align="start" gap="2">
        <Stack gap="1" flex="1" minW="0">
          <Text textStyle="sm" wordBreak="break-word">
            {job.job_name}
          </Text>
          <Text textStyle="xs" color="fg.muted" title={job.last_run_time}>
            {jobTime(job.last_run_time)}
            {job.is_signalr ? ' · from Sonarr/Radarr' : ''}
          </Text>
        </Stack>
        {waiting && (
          <HStack gap="0" flexShrink={0}>
            {backend.canReorderJobs && (
              <>
                <ActionIconButton
                  icon={<Play />}
                  label="Start now"
                  onClick={() => actions.act(job.job_id, 'force_start')}
                />
                <ActionIconButton
                  icon={<ChevronsUp />}
                  label="Move to top"
                  onClick={() => actions.act(job.job_id, 'move_top')}
                />
                <ActionIconButton
                  icon={<ChevronsDown />}
                  label="Move to bottom"
                  onClick={() => actions.act(job.job_id, 'move_bottom')}
                />
              </>
            )}
            <ActionIconButton
              icon={<X />}
              label="Remove from queue"
              onClick={() => actions.remove(job.job_id)}
            />
          </HStack>
        )}
      </HStack>
      {measured && (
        <Stack gap="1" mt="1">
          <Progress.Root
            size="xs"
            colorPalette="brand"
            value={job.progress_value}
            max={job.progress_max}
            aria-label={`${job.job_name}: ${job.progress_value} of ${job.progress_max}`}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
            {job.progress_message
              ? `${job.progress_message} (${job.progress_value}/${job.progress_max})`
              : `${job.progress_value}/${job.progress_max}`}
          </Text>
        </Stack>
      )}
    </Box>
  );
}
