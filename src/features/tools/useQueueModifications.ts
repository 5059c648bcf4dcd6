import { useCallback } from 'react';
import type { SubtitleModification } from '../../api/subtitles';
import { useAppDispatch } from '../../lib/hooks';
import { queueTasks, type TaskRequest } from '../../tasks/tasksSlice';
import { targetItemKey } from '../subtitles/queuedActions/subtitleTarget';
import type { ToolTaskName } from '../../api/subtitleToolActions';
import { fileName, modificationTarget, type ToolFile } from './toolFiles';

/** Extra fields of one run: sync options, or the target language of a translation. */
export type ModificationOptions = Partial<
  Pick<
    SubtitleModification,
    'language' | 'reference' | 'max_offset_seconds' | 'no_fix_framerate' | 'gss'
  >
>;

/** One background task per file: PATCH subtitles with the file's item, language, path and flags. */
export function modificationTasks(
  files: readonly ToolFile[],
  action: string,
  options: ModificationOptions = {},
): TaskRequest[] {
  return files.map((file) => ({
    description: fileName(file.path),
    endpoint: 'modifySubtitle',
    args: {
      action,
      ...modificationTarget(file.target),
      language: file.code2,
      path: file.path,
      hi: file.hi,
      forced: file.forced,
      ...options,
    },
    itemKey: targetItemKey(file.target),
  }));
}

/**
 * Queues an action on files under the tool's task name (Bazarr's titles: 'Syncing Subtitle', 'Changing
 * Time'...); progress shows as a notification. Each file's episode or movie is busy meanwhile.
 */
export function useQueueModifications() {
  const dispatch = useAppDispatch();
  return useCallback(
    (
      taskName: ToolTaskName,
      files: readonly ToolFile[],
      action: string,
      options?: ModificationOptions,
    ) => {
      dispatch(queueTasks({ group: taskName, tasks: modificationTasks(files, action, options) }));
    },
    [dispatch],
  );
}
