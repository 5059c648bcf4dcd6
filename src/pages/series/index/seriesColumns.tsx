import type { Series } from '../../../api/schemas/series';
import type { DataTableColumn } from '../../../components';
import {
  libraryColumns,
  librarySortOptions,
  librarySortValues,
  seriesLibrary,
  type SortOption,
  type SortValues,
} from '../../library';
import { EpisodeProgress } from './EpisodeProgress';

const shared = libraryColumns(seriesLibrary);

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

/** /series: Name (link), Audio, Languages Profile, Episodes, Edit Series. */
export const seriesColumns: readonly DataTableColumn<Series>[] = [
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
  // The least complete first; series without files last.
  episodes: (series) =>
    series.episodeFileCount === 0 ? null : 1 - series.episodeMissingCount / series.episodeFileCount,
};

/** The poster view's 'Sort by' choices: the table's sortable columns. */
export const seriesSortOptions: readonly SortOption[] = [
  ...librarySortOptions,
  { value: 'episodes', label: 'Episodes' },
];
