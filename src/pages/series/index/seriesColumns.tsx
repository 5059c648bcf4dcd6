import { VisuallyHidden } from '@chakra-ui/react';
import type { Series } from '../../../api/schemas/series';
import type { DataTableColumn } from '../../../components';
import {
  libraryColumns,
  librarySortOptions,
  librarySortValues,
  seriesLibrary,
  type SortOption,
  type SortValues,
} from '../../../features/library';
import { EpisodeProgress } from './EpisodeProgress';
import { episodeProgress } from './episodeProgressValue';
import { SeriesStateCell } from './SeriesStateCell';

const shared = libraryColumns(seriesLibrary);

const episodeProgressOf = (series: Series) =>
  episodeProgress({
    missing: series.episodeMissingCount,
    total: series.episodeFileCount,
    hasProfile: series.profileId !== null,
  });

// Bazarr's unnamed first column: monitored bookmark and Ended/Continuing; sorts monitored first. Phones leave
// it out so that name, progress and the edit action fit the width (the series page shows both).
const state: DataTableColumn<Series> = {
  id: 'state',
  header: <VisuallyHidden>Series</VisuallyHidden>,
  sortable: true,
  hideOnMobile: true,
  width: '4rem',
  cell: (series) => <SeriesStateCell monitored={series.monitored} ended={series.ended} />,
};

const episodes: DataTableColumn<Series> = {
  id: 'episodes',
  header: 'Episodes',
  sortable: true,
  width: '10rem',
  cell: (series) => (
    <EpisodeProgress
      missing={series.episodeMissingCount}
      total={series.episodeFileCount}
      hasProfile={series.profileId !== null}
    />
  ),
};

/** /series: state, Name (link), Audio, Languages Profile, Episodes, Edit Series. */
export const seriesColumns: readonly DataTableColumn<Series>[] = [
  state,
  shared.name,
  shared.audio,
  shared.profileWide,
  episodes,
  shared.edit,
];

/** /series/edit: the rows to select, without links or actions. */
export const seriesEditorColumns: readonly DataTableColumn<Series>[] = [
  shared.plainName,
  shared.audio,
  shared.profile,
];

export const seriesSortValues: SortValues<Series> = {
  ...librarySortValues,
  // Ascending: monitored before unmonitored, continuing before ended within each.
  state: (series) => (series.monitored ? 0 : 2) + (series.ended ? 1 : 0),
  // By the share the bar shows, the least complete first; series without files or profile (no figure) last.
  episodes: (series) => episodeProgressOf(series).percent,
};

/** The poster view's 'Sort by' choices: the table's sortable columns. */
export const seriesSortOptions: readonly SortOption[] = [
  ...librarySortOptions,
  { value: 'episodes', label: 'Episodes' },
];
