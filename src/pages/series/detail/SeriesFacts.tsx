import { CalendarDays, CirclePlay, CircleStop, HardDrive, Subtitles, Tv } from 'lucide-react';
import type { Series } from '../../../api/schemas/series';
import { OverviewFact } from '../../../features/subtitles/item/ItemOverview';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The series' facts in its overview, in Bazarr's words: files, episodes missing subtitles, Ended/Continuing,
 * 'Last aired on' (ended) or 'Last known airdate' (continuing), and the series type.
 */
export function SeriesFacts({ series }: { series: Series }) {
  const { ended, lastAired } = series;
  return (
    <>
      <OverviewFact icon={<HardDrive size={14} />}>
        {plural(series.episodeFileCount, 'file', 'files')}
      </OverviewFact>
      <OverviewFact icon={<Subtitles size={14} />}>
        {plural(series.episodeMissingCount, 'missing subtitle', 'missing subtitles')}
      </OverviewFact>
      <OverviewFact icon={ended ? <CircleStop size={14} /> : <CirclePlay size={14} />}>
        {ended ? 'Ended' : 'Continuing'}
      </OverviewFact>
      {lastAired && (
        <OverviewFact icon={<CalendarDays size={14} />}>
          {ended ? 'Last aired on' : 'Last known airdate'} {lastAired}
        </OverviewFact>
      )}
      <OverviewFact icon={<Tv size={14} />}>{series.seriesType}</OverviewFact>
    </>
  );
}
