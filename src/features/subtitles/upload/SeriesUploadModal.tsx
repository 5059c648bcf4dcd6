import { useMemo } from 'react';
import type { Episode } from '../../../api/schemas/episodes';
import type { Series } from '../../../api/schemas/series';
import { useGetSubtitleInfoQuery } from '../../../api/subtitles';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { episodesSelectors, selectEpisodeIdsOfSeries } from '../../../entities/episodesSlice';
import { queueTasks, TaskGroup, taskItemKey, type TaskRequest } from '../../../tasks/tasksSlice';
import { useItemProfile, useUploadLanguages } from '../languages/useItemProfile';
import { UploadFormLayout } from './UploadFormLayout';
import { UploadSubtitlesModal } from './UploadSubtitlesModal';
import { SERIES_UPLOAD_EXTENSIONS } from './seasonPack/seriesExtensions';
import { PackNotice } from './seasonPack/PackNotice';
import { UploadResults } from './seasonPack/UploadResults';
import { useNameReading } from './seasonPack/useNameReading';
import { usePackDrafts } from './seasonPack/usePackDrafts';
import { useUploadRun } from './seasonPack/useUploadRun';
import { checkRow, resolveRow, rowsToSend, sendableEpisodeRow, type UploadRow } from './uploadRows';

export interface SeriesUploadModalProps {
  open: boolean;
  onClose: () => void;
  series: Series;
  /** The files dropped on the page, or none when opened from the toolbar. */
  files: readonly File[];
}

const NO_SUBTITLES: Episode['subtitles'] = [];

/** The episodes of the series, latest first, for the episode lists of the rows. */
function useSeriesEpisodes(seriesId: number): Episode[] {
  const ids = useAppSelector((state) => selectEpisodeIdsOfSeries(state, seriesId));
  const entities = useAppSelector((state) => episodesSelectors.selectEntities(state));
  return useMemo(() => ids.flatMap((id) => entities[id] ?? []), [ids, entities]);
}

function SeriesUploadForm({ series, files, onClose }: Omit<SeriesUploadModalProps, 'open'>) {
  const dispatch = useAppDispatch();
  const { drafts, addDropped, change, remove, opening, problems } = usePackDrafts(files);
  const { profile } = useItemProfile(series.profileId);
  const choices = useUploadLanguages(profile);
  const episodes = useSeriesEpisodes(series.sonarrSeriesId);
  const nameReading = useNameReading(episodes, profile);
  const run = useUploadRun(series.sonarrSeriesId);

  const names = useMemo(() => [...new Set(drafts.map((draft) => draft.file.name))], [drafts]);
  const info = useGetSubtitleInfoQuery(names, { skip: names.length === 0 });
  const infoByName = useMemo(
    () => (info.data ? new Map(info.data.map((item) => [item.filename, item])) : undefined),
    [info.data],
  );

  const episodeById = useMemo(
    () => new Map(episodes.map((episode) => [episode.sonarrEpisodeId, episode])),
    [episodes],
  );
  const rows = useMemo(() => {
    const episodeAt = (season: number, number: number) =>
      episodes.find((episode) => episode.season === season && episode.episode === number)
        ?.sonarrEpisodeId;
    const guesses = { infoByName, loading: info.isFetching, episodeAt, ...nameReading };
    return drafts.map((draft) => resolveRow(draft, { choices, guesses }));
  }, [drafts, choices, infoByName, info.isFetching, episodes, nameReading]);
  const checks = rows.map((row) =>
    checkRow(row, true, (checked) =>
      checked.episodeId === null
        ? NO_SUBTITLES
        : (episodeById.get(checked.episodeId)?.subtitles ?? NO_SUBTITLES),
    ),
  );
  const episodeOptions = useMemo(
    () =>
      episodes.map((episode) => ({
        value: episode.sonarrEpisodeId,
        label: `(${episode.season}x${episode.episode}) ${episode.title}`,
        // The same in the searchable field, which holds text only: the title between Unicode isolates.
        fieldText: `(${episode.season}x${episode.episode}) \u2068${episode.title}\u2069`,
        // The title is server text, maybe right-to-left: isolated from the number before it.
        display: (
          <>
            ({episode.season}x{episode.episode}) <bdi>{episode.title}</bdi>
          </>
        ),
      })),
    [episodes],
  );

  // A season pack (or several files) is sent from the dialog, which shows each file's result; one file goes to
  // the background queue as Bazarr's own upload does.
  const inDialog = drafts.some((draft) => draft.fromPack) || rowsToSend(rows, checks).length > 1;

  function upload(ready: readonly UploadRow[]) {
    if (inDialog) {
      ready.forEach(sendableEpisodeRow);
      void run.start(ready);
      return;
    }
    const tasks: TaskRequest[] = ready.map((row) => {
      const { file, language, hi, forced, episodeId } = sendableEpisodeRow(row);
      return {
        description: file.name,
        endpoint: 'uploadEpisodeSubtitle',
        itemKey: taskItemKey('series', series.sonarrSeriesId),
        args: {
          seriesid: series.sonarrSeriesId,
          episodeid: episodeId,
          language,
          hi,
          forced,
          file,
        },
      };
    });
    dispatch(queueTasks({ group: TaskGroup.UploadSubtitles, tasks }));
  }

  if (run.files) {
    const episodeName = (episodeId: number | null) =>
      episodeOptions.find((candidate) => candidate.value === episodeId)?.display ?? null;
    return (
      <UploadResults
        files={run.files}
        episodeName={episodeName}
        onStop={run.stop}
        onClose={onClose}
      />
    );
  }

  return (
    <UploadFormLayout
      rows={rows}
      checks={checks}
      choices={choices}
      episodeOptions={episodeOptions}
      exclusiveFlags
      onChange={change}
      onRemove={remove}
      onAddFiles={addDropped}
      onUpload={upload}
      onClose={onClose}
      extensions={SERIES_UPLOAD_EXTENSIONS}
      notice={<PackNotice opening={opening} problems={problems} />}
      closeAfterUpload={!inDialog}
    />
  );
}

/** Upload Subtitles for episodes of a series: each file goes to the episode its name tells, or the one chosen. */
export function SeriesUploadModal({ open, onClose, ...form }: SeriesUploadModalProps) {
  return (
    <UploadSubtitlesModal open={open} onClose={onClose}>
      <SeriesUploadForm {...form} onClose={onClose} />
    </UploadSubtitlesModal>
  );
}
