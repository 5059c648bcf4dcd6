import { VisuallyHidden } from '@chakra-ui/react';
import { History, UserSearch } from 'lucide-react';
import type { Episode } from '../../../api/schemas/episodes';
import { useAppSelector } from '../../../lib/hooks';
import {
  AudioLanguages,
  DataTable,
  IsolatedText,
  RowIconButton,
  useFixedClass,
  type DataTableColumn,
} from '../../../components';
import { MonitoredIcon } from '../../../components/badges/MonitoredIcon';
import { episodesSelectors } from '../../../entities/episodesSlice';
import { useShownEntity } from '../../../entities/useShownEntities';
import { SubtitleChips } from '../../../features/subtitles/chips/SubtitleChips';
import { useVisibleSubtitles } from '../../../features/subtitles/languages/visibleSubtitles';
import { episodeLabel } from '../../../features/subtitles/queuedActions/subtitleTarget';
import { selectIsItemBusy, taskItemKey } from '../../../tasks/tasksSlice';
import { useEpisodeActions } from './episodeActions';
import { ROW_ACTIONS, TITLE } from './EpisodeTable.looks';

/** A row's episode; shown while the row is mounted, so realtime reads it within a second of its events. */
function useEpisode(id: number) {
  useShownEntity('episode', id);
  return useAppSelector((state) => episodesSelectors.selectById(state, id));
}

/** Busy while a task for the episode or its whole series waits or runs (docs/behaviour.md §6). */
function useEpisodeBusy(episodeId: number): boolean {
  const { seriesBusy } = useEpisodeActions();
  const episodeBusy = useAppSelector((state) =>
    selectIsItemBusy(state, taskItemKey('episode', episodeId)),
  );
  return seriesBusy || episodeBusy;
}

function EpisodeSubtitles({ episode }: { episode: Episode }) {
  const actions = useEpisodeActions();
  const busy = useEpisodeBusy(episode.sonarrEpisodeId);
  const subtitles = useVisibleSubtitles(episode.subtitles, actions.profile);
  return (
    <SubtitleChips
      target={{
        kind: 'episode',
        seriesId: episode.sonarrSeriesId,
        episodeId: episode.sonarrEpisodeId,
        label: episodeLabel(actions.seriesTitle, episode.season, episode.episode),
      }}
      subtitles={subtitles}
      missing={episode.missing_subtitles}
      busy={busy}
      canSearch={actions.profile !== undefined}
      onHistory={() => actions.openHistory(episode.sonarrEpisodeId)}
      onTools={(subtitle) => actions.openTools(episode.sonarrEpisodeId, subtitle)}
    />
  );
}

function EpisodeRowActions({ episode }: { episode: Episode }) {
  const actions = useEpisodeActions();
  const busy = useEpisodeBusy(episode.sonarrEpisodeId);
  return (
    <div className={`chakra-stack ${useFixedClass(ROW_ACTIONS)}`}>
      <RowIconButton
        icon={<UserSearch />}
        label="Manual Search"
        disabled={busy || actions.profile === undefined}
        onClick={() => actions.openSearch(episode.sonarrEpisodeId)}
      />
      <RowIconButton
        icon={<History />}
        label="History"
        onClick={() => actions.openHistory(episode.sonarrEpisodeId)}
      />
    </div>
  );
}

function EpisodeTitle({ episode }: { episode: Episode }) {
  return (
    <p className={useFixedClass(TITLE)} title={episode.sceneName ?? undefined}>
      <IsolatedText text={episode.title} />
    </p>
  );
}

const columns: DataTableColumn<Episode>[] = [
  {
    id: 'monitored',
    header: <VisuallyHidden>Monitored</VisuallyHidden>,
    cell: (episode) => <MonitoredIcon monitored={episode.monitored} />,
    width: '2.5rem',
  },
  { id: 'episode', header: 'Episode', cell: (episode) => episode.episode, width: '4rem' },
  {
    id: 'title',
    header: 'Title',
    cell: (episode) => <EpisodeTitle episode={episode} />,
  },
  {
    id: 'audio',
    header: 'Audio',
    cell: (episode) => <AudioLanguages languages={episode.audio_language} />,
    hideOnMobile: true,
  },
  {
    id: 'subtitles',
    header: 'Subtitles',
    cell: (episode) => <EpisodeSubtitles episode={episode} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (episode) => <EpisodeRowActions episode={episode} />,
    align: 'end',
    width: '6rem',
  },
];

/** The episodes of one season, latest first; each row reads its episode from the store. */
export function EpisodeTable({
  label,
  episodeIds,
}: {
  label: string;
  episodeIds: readonly number[];
}) {
  return (
    <DataTable
      label={label}
      rows={episodeIds}
      columns={columns}
      getRowKey={(id) => id}
      useItem={useEpisode}
      pageSize={0}
    />
  );
}
