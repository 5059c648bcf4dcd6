import { MonitoredIcon } from '../../../components/badges/MonitoredIcon';
import { useFixedClass } from '../../../styles/fixedClass';
import {
  HEADING,
  OTHER_TITLES,
  OTHER_TITLES_LABEL,
  TITLE_LINE,
  TITLES,
  YEAR,
} from './OverviewTitle.looks';

export interface OverviewTitleProps {
  title: string;
  year: string;
  monitored: boolean;
  alternativeTitles: readonly string[];
}

/**
 * The page title with the monitored bookmark before it and, below, the other titles the item is known by:
 * a visible line rather than a hover list, so it reads on phones and by screen readers alike.
 */
export function OverviewTitle({ title, year, monitored, alternativeTitles }: OverviewTitleProps) {
  const yearClass = useFixedClass(YEAR);
  const otherTitlesClass = useFixedClass(OTHER_TITLES);
  const labelClass = useFixedClass(OTHER_TITLES_LABEL);
  return (
    <div className={`chakra-stack ${useFixedClass(TITLES)}`}>
      <div className={`chakra-stack ${useFixedClass(TITLE_LINE)}`}>
        <MonitoredIcon monitored={monitored} size={22} />
        <h1 className={`chakra-heading ${useFixedClass(HEADING)}`}>
          <bdi>{title}</bdi>
          {year && <span className={yearClass}>({year})</span>}
        </h1>
      </div>
      {alternativeTitles.length > 0 && (
        <p className={otherTitlesClass}>
          <span className={labelClass}>Also known as:</span>{' '}
          {alternativeTitles.map((other, index) => (
            <span key={other}>
              {index > 0 && ', '}
              <bdi>{other}</bdi>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
