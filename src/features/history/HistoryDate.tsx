import { useFixedClass } from '../../components';
import { Hint } from '../../components/hint/Hint';
import { HISTORY_TOOLTIP_DELAY_MS } from '../../components/hint/hintDelays';
import { WITH_FULL_DATE } from './HistoryDate.looks';

export interface HistoryDateProps {
  /** Humanised, e.g. 'a minute ago'. */
  timestamp: string;
  /** The full date, e.g. '11/21/26 15:41:52'; without it there is no tooltip. */
  parsedTimestamp: string | null;
}

/**
 * When something happened, humanised, with the full timestamp on hover or focus (a plain element with a fixed
 * class: one is in every history row).
 * Usage: `<HistoryDate timestamp={entry.timestamp} parsedTimestamp={entry.parsed_timestamp} />`.
 */
export function HistoryDate({ timestamp, parsedTimestamp }: HistoryDateProps) {
  const className = useFixedClass(WITH_FULL_DATE);
  if (!parsedTimestamp) return <span>{timestamp}</span>;
  return (
    <Hint content={parsedTimestamp} openDelay={HISTORY_TOOLTIP_DELAY_MS}>
      <span tabIndex={0} className={className}>
        {timestamp}
      </span>
    </Hint>
  );
}
