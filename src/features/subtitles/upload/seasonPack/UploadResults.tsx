import { Box, Button, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { Check, CircleSlash, Clock, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FileResult, RunFile } from './useUploadRun';

const LOOKS: Record<FileResult['state'], { text: string; color: string; icon: ReactNode }> = {
  waiting: { text: 'Waiting', color: 'fg.muted', icon: <Clock aria-hidden /> },
  uploading: { text: 'Uploading', color: 'fg', icon: <Spinner size="sm" /> },
  uploaded: { text: 'Uploaded', color: 'fg.success', icon: <Check aria-hidden /> },
  failed: { text: 'Failed', color: 'fg.error', icon: <X aria-hidden /> },
  stopped: { text: 'Not sent', color: 'fg.muted', icon: <CircleSlash aria-hidden /> },
};

function ResultLine({ file, episode }: { file: RunFile; episode: ReactNode }) {
  const { result } = file;
  const look = LOOKS[result.state];
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" py="2">
      <HStack align="flex-start" gap="2">
        <Box color={look.color} pt="0.5">
          {look.icon}
        </Box>
        <Stack gap="0" flex="1" minW="0">
          <Text wordBreak="break-all">
            <bdi>{file.row.file.name}</bdi>
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {episode}
          </Text>
          <Text textStyle="sm" color={look.color} wordBreak="break-word">
            {result.state === 'failed' ? `${look.text}: ${result.message}` : look.text}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

export interface UploadResultsProps {
  files: readonly RunFile[];
  /** '(1x2) Title' for an episode id. */
  episodeName: (episodeId: number | null) => ReactNode;
  onStop: () => void;
  onClose: () => void;
}

/** The files of a season pack being sent: how far it is, and each file's result. */
export function UploadResults({ files, episodeName, onStop, onClose }: UploadResultsProps) {
  const done = files.filter((file) => !['waiting', 'uploading'].includes(file.result.state));
  const uploaded = files.filter((file) => file.result.state === 'uploaded').length;
  const failed = files.filter((file) => file.result.state === 'failed').length;
  const running = done.length < files.length;
  const summary = running
    ? `Uploading ${done.length + 1} of ${files.length}`
    : `${uploaded} of ${files.length} uploaded${failed > 0 ? `, ${failed} failed` : ''}`;
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Text role="status" fontWeight="medium">
          {summary}
        </Text>
        <Progress.Root
          size="sm"
          colorPalette={failed > 0 ? 'red' : 'brand'}
          value={done.length}
          max={files.length}
          translations={{ value: ({ value, max }) => `${value ?? 0} of ${max} files sent` }}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Stack as="ul" role="list" aria-label="Upload results" gap="0" listStyleType="none">
        {files.map((file) => (
          <ResultLine key={file.row.id} file={file} episode={episodeName(file.row.episodeId)} />
        ))}
      </Stack>
      <HStack justify="flex-end">
        {running ? (
          <Button variant="outline" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={onClose}>
            Done
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
