import { Text } from '@chakra-ui/react';
import { Hint } from '../../components/hint/Hint';
import { HISTORY_TOOLTIP_DELAY_MS } from './IconHint';

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
    <Hint content={parsedTimestamp} openDelay={HISTORY_TOOLTIP_DELAY_MS}>
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
    </Hint>
  );
}
