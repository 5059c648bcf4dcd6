import { Code, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LogEntry } from '../../../api/schemas/systemPages';
import { AppModal } from '../../../components';

/** Bazarr writes a trace on one log line, with literal '\\n' between its lines: show them as lines. */
export function traceLines(exception: string | null): string {
  return (exception ?? '').replaceAll('\\n', '\n');
}

interface LogDetailModalProps {
  entry: LogEntry | null;
  onClose: () => void;
}

/** The stack trace of a log entry, as plain text (it comes from the server). */
export function LogDetailModal({ entry, onClose }: LogDetailModalProps) {
  // The last entry stays while the dialog fades out.
  const [shown, setShown] = useState(entry);
  if (entry !== null && entry !== shown) setShown(entry);
  return (
    <AppModal open={entry !== null} onClose={onClose} title="Stack traceback" size="xl">
      {shown && (
        <Stack gap="3">
          <Text fontWeight="medium" wordBreak="break-word">
            {shown.message}
          </Text>
          <Code
            as="pre"
            display="block"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            p="3"
            fontSize="xs"
            maxH="60vh"
            overflow="auto"
          >
            {traceLines(shown.exception)}
          </Code>
        </Stack>
      )}
    </AppModal>
  );
}
