import { formatScore } from '../../history/formatScore';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';
import {
  provenanceWord,
  type ProvenanceEntry,
  type ProvenanceSubtitle,
} from './subtitleProvenance';
import { useSubtitleProvenance, type ProvenanceState } from './useSubtitleProvenance';

export const PROVENANCE_LOADING = 'Loading history...';
export const PROVENANCE_ERROR = 'History could not be loaded';
export const PROVENANCE_UNKNOWN = 'Unknown: no history for this subtitle';

/** 'Downloaded · opensubtitlescom · 91.67% · 2 days ago': the parts the entry has. */
export function provenanceLine(entry: ProvenanceEntry): string {
  return [provenanceWord(entry.action), entry.provider, formatScore(entry.score), entry.timestamp]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

export function provenanceText(state: ProvenanceState): string {
  switch (state.status) {
    case 'loading':
      return PROVENANCE_LOADING;
    case 'error':
      return PROVENANCE_ERROR;
    case 'unknown':
      return PROVENANCE_UNKNOWN;
    case 'found':
      return provenanceLine(state.entry);
  }
}

/**
 * The one line a subtitle chip's tooltip shows. It is mounted when the tooltip opens, so the item's history is
 * read only then (and once per item).
 */
export function ProvenanceHint({
  target,
  subtitle,
}: {
  target: SubtitleTarget;
  subtitle: ProvenanceSubtitle;
}) {
  return <>{provenanceText(useSubtitleProvenance(target, subtitle))}</>;
}
