import { Text, Tooltip } from '@chakra-ui/react';
import { FloatingPortal } from '../../components/FloatingPortal';
import { HISTORY_TOOLTIP_DELAY_MS } from './HistoryActionIcon';

export interface HistoryDateProps {
  /** Humanised, e.g. 'a minute ago'. */
  timestamp: string;
  /** The full date, e.g. '11/21/26 15:41:52'; without it there is no tooltip. */
  parsedTimestamp: string | null;
}

/**
 * When something happened, humanised, with the full timestamp on hover or focus.
 * Usage: `<HistoryDate timestamp={entry.timestamp} parsedTimestamp={entry.parsed_timestamp} />`.
 */
export function HistoryDate({ timestamp, parsedTimestamp }: HistoryDateProps) {
  if (!parsedTimestamp) return <Text as="span">{timestamp}</Text>;
  return (
    <Tooltip.Root openDelay={HISTORY_TOOLTIP_DELAY_MS} closeDelay={0}>
      <Tooltip.Trigger asChild>
        <Text
          as="span"
          tabIndex={0}
          whiteSpace="nowrap"
          textDecoration="underline dotted"
          textUnderlineOffset="3px"
          textDecorationColor="fg.subtle"
          rounded="sm"
          focusRing="outside"
        >
          {timestamp}
        </Text>
      </Tooltip.Trigger>
      <FloatingPortal>
        <Tooltip.Positioner>
          <Tooltip.Content>{parsedTimestamp}</Tooltip.Content>
        </Tooltip.Positioner>
      </FloatingPortal>
    </Tooltip.Root>
  );
}
