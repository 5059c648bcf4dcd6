import { useFixedClass } from '../../../components';
import { LABEL, MUTED_LABEL, RANGE, ROWS, TRACK } from './EpisodeProgress.looks';
import { episodeProgress } from './episodeProgressValue';

interface EpisodeProgressProps {
  /** episodeMissingCount */
  missing: number;
  /** episodeFileCount */
  total: number;
  hasProfile: boolean;
}

/**
 * The episodes column: 'have/total' (episodes with their subtitles out of the episode files) beside a bar filled
 * to the same share, as Bazarr shows it; label and bar come from one figure so they cannot disagree. Without a
 * profile nothing is wanted: the bar stays empty and the label shows no count of subtitled episodes.
 *
 * The bar is drawn with the theme's progress recipe on plain elements with fixed classes (one bar in every row):
 * Chakra's Progress component would bring its state machine into the first chunk of the series list for a value
 * that never animates.
 */
export function EpisodeProgress({ missing, total, hasProfile }: EpisodeProgressProps) {
  const progress = episodeProgress({ missing, total, hasProfile });
  const percent = progress.percent ?? 0;
  const rowClass = useFixedClass(
    !hasProfile ? ROWS.none : missing === 0 ? ROWS.complete : ROWS.missing,
  );
  const trackClass = useFixedClass(TRACK);
  const rangeClass = useFixedClass(RANGE);
  const labelClass = useFixedClass(hasProfile ? LABEL : MUTED_LABEL);
  return (
    <div className={rowClass} title={progress.description}>
      <div
        className={trackClass}
        role="progressbar"
        aria-label="Episodes"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={progress.description}
      >
        <div className={rangeClass} style={{ width: `${percent}%` }} />
      </div>
      <span className={labelClass}>{progress.label}</span>
    </div>
  );
}
