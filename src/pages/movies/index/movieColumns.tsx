import { VisuallyHidden } from '@chakra-ui/react';
import type { Movie } from '../../../api/schemas/movies';
import type { DataTableColumn } from '../../../components';
import {
  libraryColumns,
  librarySortOptions,
  librarySortValues,
  moviesLibrary,
  type SortOption,
  type SortValues,
} from '../../../features/library';
import { MissingSubtitles } from './MissingSubtitles';
import { MonitoredIcon } from './MonitoredIcon';

const shared = libraryColumns(moviesLibrary);

const monitored: DataTableColumn<Movie> = {
  id: 'monitored',
  header: <VisuallyHidden>Monitored</VisuallyHidden>,
  sortable: true,
  width: '3rem',
  cell: (movie) => <MonitoredIcon monitored={movie.monitored} />,
};

const missing: DataTableColumn<Movie> = {
  id: 'missing',
  header: 'Missing Subtitles',
  sortable: true,
  cell: (movie) => <MissingSubtitles languages={movie.missing_subtitles} />,
};

/** /movies: monitored, Name (link), Audio, Languages Profile, Missing Subtitles, Edit Movie. */
export const movieColumns: readonly DataTableColumn<Movie>[] = [
  monitored,
  shared.name,
  shared.audio,
  shared.profileWide,
  missing,
  shared.edit,
];

/** /movies/edit: the rows to select, without links or actions. */
export const movieEditorColumns: readonly DataTableColumn<Movie>[] = [
  shared.plainName,
  shared.audio,
  shared.profile,
];

export const movieSortValues: SortValues<Movie> = {
  ...librarySortValues,
  // Ascending puts monitored movies first.
  monitored: (movie) => (movie.monitored ? 0 : 1),
  missing: (movie) => movie.missing_subtitles.length,
};

/** The poster view's 'Sort by' choices: the table's sortable columns. */
export const movieSortOptions: readonly SortOption[] = [
  ...librarySortOptions,
  { value: 'missing', label: 'Missing Subtitles' },
  { value: 'monitored', label: 'Monitored' },
];
