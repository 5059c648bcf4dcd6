import { useMemo } from 'react';
import type { SearchResult } from '../../../api/schemas/providers';
import { useAppDispatch } from '../../../lib/hooks';
import type { LanguageLike } from '../../../components';
import { queueTasks, TaskGroup, type TaskRequest } from '../../../tasks/tasksSlice';
import { targetItemKey, type SubtitleTarget } from './subtitleTarget';

/** The language fields every subtitle request sends. */
function languageArgs({ code2, hi, forced }: LanguageLike) {
  return { language: code2, hi: hi === true, forced: forced === true };
}

/** Automatic search and download of one missing language (PATCH episodes or movies subtitles). */
export function searchTask(target: SubtitleTarget, language: LanguageLike): TaskRequest {
  const base = { description: target.label, itemKey: targetItemKey(target) };
  return target.kind === 'episode'
    ? {
        ...base,
        endpoint: 'downloadEpisodeSubtitle',
        args: { seriesid: target.seriesId, episodeid: target.episodeId, ...languageArgs(language) },
      }
    : {
        ...base,
        endpoint: 'downloadMovieSubtitle',
        args: { radarrid: target.radarrId, ...languageArgs(language) },
      };
}

/** Deletion of one subtitle file (DELETE episodes or movies subtitles). */
export function deleteTask(
  target: SubtitleTarget,
  subtitle: LanguageLike & { path: string },
): TaskRequest {
  const base = { description: target.label, itemKey: targetItemKey(target) };
  const args = { ...languageArgs(subtitle), path: subtitle.path };
  return target.kind === 'episode'
    ? {
        ...base,
        endpoint: 'deleteEpisodeSubtitle',
        args: { seriesid: target.seriesId, episodeid: target.episodeId, ...args },
      }
    : { ...base, endpoint: 'deleteMovieSubtitle', args: { radarrid: target.radarrId, ...args } };
}

/** Download of a manual search result, its fields posted back as the search returned them. */
export function downloadResultTask(target: SubtitleTarget, result: SearchResult): TaskRequest {
  const base = { description: target.label, itemKey: targetItemKey(target) };
  const chosen = {
    provider: result.provider,
    subtitle: result.subtitle,
    hi: result.hearing_impaired,
    forced: result.forced,
    original_format: result.original_format,
  };
  return target.kind === 'episode'
    ? {
        ...base,
        endpoint: 'downloadEpisodeSearchResult',
        args: { seriesid: target.seriesId, episodeid: target.episodeId, ...chosen },
      }
    : {
        ...base,
        endpoint: 'downloadMovieSearchResult',
        args: { radarrid: target.radarrId, ...chosen },
      };
}

/** Queues subtitle actions as background tasks (docs/behaviour.md §4 groups), so a page can go on while they run. */
export function useSubtitleTasks() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      search: (target: SubtitleTarget, language: LanguageLike) =>
        dispatch(
          queueTasks({ group: TaskGroup.SearchSubtitles, tasks: [searchTask(target, language)] }),
        ),
      remove: (target: SubtitleTarget, subtitle: LanguageLike & { path: string }) =>
        dispatch(
          queueTasks({ group: TaskGroup.DeleteSubtitles, tasks: [deleteTask(target, subtitle)] }),
        ),
      download: (target: SubtitleTarget, result: SearchResult) =>
        dispatch(
          queueTasks({
            group: TaskGroup.DownloadSubtitles,
            tasks: [downloadResultTask(target, result)],
          }),
        ),
    }),
    [dispatch],
  );
}
