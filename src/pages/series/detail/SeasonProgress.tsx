import { useFixedClass } from '../../../components';
import type { SeasonCoverage } from './seasonCoverage';
import { COMPLETE, LABEL, RANGE, ROWS, TRACK } from './SeasonProgress.looks';

export const NOTHING_MISSING = 'No missing subtitles';

/** '18/22 subtitles' (have/total for the profile's languages). */
export function coverageLabel({ have, total }: SeasonCoverage): string {
  return `${have}/${total} ${total === 1 ? 'subtitle' : 'subtitles'}`;
}

/**
 * A season header's subtitle count beside a small bar filled to the same share, yellow while something is missing
 * (as the series list's episode bars); a season with nothing missing says so. The bar is drawn with the theme's
 * progress recipe on plain boxes and hidden from assistive technology: the text says the same. Plain elements
 * with fixed classes: one in every season's header.
 */
export function SeasonProgress({ coverage }: { coverage: SeasonCoverage }) {
  const complete = coverage.have >= coverage.total;
  const percent = coverage.total === 0 ? 100 : (100 * coverage.have) / coverage.total;
  const row = useFixedClass(complete ? ROWS.complete : ROWS.missing);
  const track = useFixedClass(TRACK);
  const range = useFixedClass(RANGE);
  const label = useFixedClass(LABEL);
  const badge = useFixedClass(COMPLETE);
  return (
    <div className={`chakra-stack ${row}`} data-testid="season-progress">
      <div className={track} aria-hidden>
        <div className={range} style={{ width: `${percent}%` }} />
      </div>
      <span className={label}>{coverageLabel(coverage)}</span>
      {complete && <span className={`chakra-badge ${badge}`}>{NOTHING_MISSING}</span>}
    </div>
  );
}
