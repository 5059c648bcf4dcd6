import { CircleCheck, ListChecks } from 'lucide-react';
import { lazyNamed } from '../../lib/lazyNamed';
import { useFixedClass } from '../../components';
import {
  LoadedOnFirstUse,
  type FirstUseHandlers,
} from '../../components/firstUse/LoadedOnFirstUse';
import { COMPLETE, INCOMPLETE } from './MatchesPopover.looks';
import { matchesLabel, type MatchesPopoverProps } from './matches';

export { NOT_MATCHING_NOTE, matchesLabel, type MatchesPopoverProps } from './matches';

// The popover loads when a button is first pointed at or used, not with a page of rows that each have one.
const MatchesPopoverLoaded = lazyNamed(() =>
  import('./MatchesPopoverLoaded').then((module) => module.MatchesPopoverLoaded),
);

/**
 * A button that opens the lists of what a subtitle matched and did not match; nothing when both are empty
 * (uploads, deletions). Usage: `<MatchesPopover matches={entry.matches} dontMatches={entry.dont_matches} />`.
 */
export function MatchesPopover({ matches, dontMatches }: MatchesPopoverProps) {
  const complete = dontMatches.length === 0;
  const look = useFixedClass(complete ? COMPLETE : INCOMPLETE);
  if (matches.length === 0 && complete) return null;
  const label = matchesLabel(matches, dontMatches);
  // A plain button with the fixed class of Chakra's ghost 2xs IconButton: one in every history row.
  const button = (handlers?: FirstUseHandlers) => (
    <button
      type="button"
      className={`chakra-button ${look}`}
      aria-label={`Matches: ${label}`}
      title={label}
      {...handlers}
    >
      {complete ? <CircleCheck /> : <ListChecks />}
    </button>
  );
  return (
    <LoadedOnFirstUse
      part={MatchesPopoverLoaded}
      button={button}
      loaded={() => (
        <MatchesPopoverLoaded matches={matches} dontMatches={dontMatches} trigger={button()} />
      )}
    />
  );
}
