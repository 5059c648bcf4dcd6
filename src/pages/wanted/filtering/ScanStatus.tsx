import { Button, Flex, Progress, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { queryErrorText } from '../../../components';
import type { WantedScan } from './useWantedScan';
import { formatCount } from '../../../components/text/formatCount';

/** '12 of 56,164 episodes match', or, while the list is read, how far it got. */
export function scanStatusText(noun: string, matching: number, scan: WantedScan<unknown>): string {
  const loaded = scan.items.length;
  if (scan.total === undefined) return `Reading the wanted ${noun}…`;
  if (scan.complete) return `${formatCount(matching)} of ${formatCount(scan.total)} ${noun} match`;
  return `${formatCount(matching)} of ${formatCount(loaded)} ${noun} match so far (read ${formatCount(loaded)} of ${formatCount(scan.total)})`;
}

interface ScanStatusProps {
  noun: string;
  matching: number;
  scan: WantedScan<unknown>;
}

/**
 * How many items match, and a progress bar while the whole list is read; a part that failed says so, with
 * Retry (the first part's failure shows in the table instead).
 */
export function ScanStatus({ noun, matching, scan }: ScanStatusProps) {
  const { total, complete } = scan;
  const failed = scan.error !== null && scan.error !== undefined && !scan.failedFirst;
  if (scan.failedFirst) return null;
  return (
    <Flex gap="3" align="center" wrap="wrap" minH="8">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {scanStatusText(noun, matching, scan)}
      </Text>
      {!complete && total !== undefined && total > 0 && !failed && (
        <Progress.Root
          size="xs"
          colorPalette="brand"
          flex="0 1 12rem"
          value={(100 * scan.items.length) / total}
        >
          {/* The track is the progressbar: it takes the name. */}
          <Progress.Track aria-label={`Reading the wanted ${noun}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {failed && (
        <>
          <Text textStyle="sm" color="fg.error">
            {queryErrorText(scan.error)}
          </Text>
          <Button size="xs" variant="outline" onClick={scan.retry}>
            <RotateCw />
            Retry
          </Button>
        </>
      )}
    </Flex>
  );
}
