import { CirclePlay, CircleStop } from 'lucide-react';
import { MonitoredIcon } from '../../../components/badges/MonitoredIcon';
import { useFixedClass } from '../../../components';
import { CELL, CONTINUING, ENDED } from './SeriesStateCell.looks';

/** 'Ended' or 'Continuing' as an icon, named for assistive technology and on hover. */
export function SeriesStatusIcon({ ended, size = 16 }: { ended: boolean; size?: number }) {
  const label = ended ? 'Ended' : 'Continuing';
  const Icon = ended ? CircleStop : CirclePlay;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={useFixedClass(ended ? ENDED : CONTINUING)}
    >
      <Icon size={size} aria-hidden />
    </span>
  );
}

/**
 * The series list's state column: monitored bookmark and Ended/Continuing, icons only; plain elements with fixed
 * classes (one cell per row).
 */
export function SeriesStateCell({ monitored, ended }: { monitored: boolean; ended: boolean }) {
  return (
    <div className={useFixedClass(CELL)}>
      <MonitoredIcon monitored={monitored} />
      <SeriesStatusIcon ended={ended} />
    </div>
  );
}
