import { IsolatedText, useFixedClass, type DataTableColumn } from '../../components';
import { ItemLink } from './ItemLink';
import { MUTED } from './episodeColumns.looks';

/** The fields of a list row about one episode (wanted, history and blacklist entries). */
export interface EpisodeRowFields {
  sonarrSeriesId: number;
  seriesTitle: string;
  /** 'SxE', e.g. '5x10'. */
  episode_number: string;
  episodeTitle: string;
}

/** The episode's title, muted: a plain paragraph with a fixed class, one is in every row. */
function EpisodeTitle({ title }: { title: string }) {
  return (
    <p className={useFixedClass(MUTED)}>
      <IsolatedText text={title} />
    </p>
  );
}

/**
 * Series (linking to its page), episode number and episode title. On small screens the number moves under the
 * series and the title is hidden. Build once at module level: `const columns = [...episodeColumns('Series'), ...]`.
 */
export function episodeColumns(seriesHeader: string): DataTableColumn<EpisodeRowFields>[] {
  return [
    {
      id: 'series',
      header: seriesHeader,
      cell: (row) => (
        <ItemLink
          to={`/series/${row.sonarrSeriesId}`}
          title={row.seriesTitle}
          mobileDetail={row.episode_number}
        />
      ),
    },
    {
      id: 'episode',
      header: 'Episode',
      cell: (row) => row.episode_number,
      width: '5rem',
      hideOnMobile: true,
    },
    {
      id: 'title',
      header: 'Title',
      cell: (row) => <EpisodeTitle title={row.episodeTitle} />,
      hideOnMobile: true,
    },
  ];
}
