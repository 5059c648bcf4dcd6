import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Briefcase } from 'lucide-react';
import { useMemo } from 'react';
import type { Subtitle, SubtitleLanguage } from '../../../api/schemas/common';
import type { LanguageProfile } from '../../../api/schemas/languages';
import type { Movie } from '../../../api/schemas/movies';
import {
  ActionIconButton,
  DataTable,
  MoreActionsMenu,
  PathText,
  SubtitleChip,
  type DataTableColumn,
  type SubtitleChipAction,
} from '../../../components';
import { languageKey } from '../../../features/subtitles/chips/SubtitleChips';
import {
  useSubtitleActions,
  type SubtitleFile,
} from '../../../features/subtitles/chips/useSubtitleActions';
import { useVisibleSubtitles } from '../../../features/subtitles/languages/visibleSubtitles';
import { ProvenancePopover } from '../../../features/subtitles/provenance/ProvenancePopover';
import type { SubtitleTarget } from '../../../features/subtitles/queuedActions/subtitleTarget';

/** A line of the table: a subtitle of the movie, or a language it lacks. */
type SubtitleRow =
  | { key: string; kind: 'missing'; language: SubtitleLanguage }
  | { key: string; kind: 'present'; subtitle: Subtitle };

export interface MovieSubtitleTableProps {
  movie: Movie;
  profile: LanguageProfile | undefined;
  busy: boolean;
  onTools?: (subtitle: SubtitleFile) => void;
}

function PathCell({ row }: { row: SubtitleRow }) {
  if (row.kind === 'missing') return <Text color="fg.muted">Missing Subtitles</Text>;
  if (row.subtitle.path === null) return <Text color="fg.muted">embedded</Text>;
  return (
    <Text whiteSpace="normal" overflowWrap="anywhere" minW={{ base: 'auto', sm: '10rem' }}>
      <PathText path={row.subtitle.path} />
    </Text>
  );
}

function ActionButtons({ actions }: { actions: readonly SubtitleChipAction[] }) {
  return (
    <HStack gap="0" justify="flex-end" wrap="wrap">
      {actions.map((action) => (
        <ActionIconButton
          key={action.value}
          icon={action.icon}
          label={action.label}
          disabled={action.disabled}
          colorPalette={action.danger ? 'red' : undefined}
          onClick={action.onSelect}
        />
      ))}
    </HStack>
  );
}

/**
 * The movie's subtitles (docs/behaviour.md §2): language badge, file path or 'embedded', where a file came from, and the
 * actions: a file's 'Subtitle Actions' menu (View on Bazarr 1.6, Subtitle Tools, every tool on that file, Delete...
 * which asks first), an embedded track's (Extract, Translate from this track, on Bazarr 1.6.1), Search for a
 * missing language.
 */
export function MovieSubtitleTable({ movie, profile, busy, onTools }: MovieSubtitleTableProps) {
  const subtitles = useVisibleSubtitles(movie.subtitles, profile);
  const target = useMemo<SubtitleTarget>(
    () => ({ kind: 'movie', radarrId: movie.radarrId, label: movie.title }),
    [movie.radarrId, movie.title],
  );
  const actions = useSubtitleActions({
    target,
    busy,
    canSearch: profile !== undefined,
    onTools,
  });

  const rows = useMemo<SubtitleRow[]>(
    () => [
      ...movie.missing_subtitles.map((language, index) => ({
        key: `missing-${languageKey(language, index)}`,
        kind: 'missing' as const,
        language,
      })),
      ...subtitles.map((subtitle, index) => ({
        key: `present-${languageKey(subtitle, index)}`,
        kind: 'present' as const,
        subtitle,
      })),
    ],
    [movie.missing_subtitles, subtitles],
  );

  const columns: DataTableColumn<SubtitleRow>[] = [
    {
      id: 'language',
      header: 'Language',
      cell: (row) =>
        row.kind === 'missing' ? (
          <SubtitleChip subtitle={row.language} missing format="name" />
        ) : (
          <SubtitleChip subtitle={row.subtitle} format="name" />
        ),
      width: '12rem',
    },
    { id: 'path', header: 'Path', cell: (row) => <PathCell row={row} /> },
    {
      // Where a file came from, read from the movie's history only when asked (hover, focus or press).
      id: 'source',
      header: <VisuallyHidden>Source</VisuallyHidden>,
      width: '3rem',
      align: 'center',
      cell: (row) =>
        row.kind === 'present' && row.subtitle.path !== null ? (
          <ProvenancePopover target={target} subtitle={row.subtitle} />
        ) : null,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      width: '8rem',
      cell: (row) => {
        if (row.kind === 'missing')
          return <ActionButtons actions={actions.forMissing(row.language)} />;
        const { path } = row.subtitle;
        const rowActions =
          path === null
            ? actions.forEmbedded(row.subtitle)
            : actions.forFile({ ...row.subtitle, path });
        return rowActions.length === 0 ? null : (
          <HStack justify="flex-end">
            <MoreActionsMenu
              label="Subtitle Actions"
              icon={<Briefcase />}
              // Beside the row rather than below it: the list of tools fits the window's height.
              placement="left"
              actions={rowActions}
            />
          </HStack>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        label="Subtitles"
        rows={rows}
        columns={columns}
        getRowKey={(row) => row.key}
        pageSize={0}
        emptyText="No subtitles found for this movie"
      />
      {actions.dialog}
    </>
  );
}
