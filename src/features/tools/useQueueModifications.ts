import { useCallback } from 'react';
import type { SubtitleModification } from '../../api/subtitles';
import { useAppDispatch } from '../../app/hooks';
import { queueTasks, TaskGroup, taskItemKey, type TaskRequest } from '../../tasks/tasksSlice';
import { fileName, type SubtitleFile, type ToolTarget } from './toolFiles';

/** Extra fields of one run: sync options, or the target language of a translation. */
export type ModificationOptions = Partial<
  Pick<
    SubtitleModification,
    'language' | 'reference' | 'max_offset_seconds' | 'no_fix_framerate' | 'gss'
  >
>;

/** One background task per file: PATCH subtitles with the file's language, path and flags. */
export function modificationTasks(
  target: ToolTarget,
  files: readonly SubtitleFile[],
  action: string,
  options: ModificationOptions = {},
): TaskRequest[] {
  return files.map((file) => ({
    description: fileName(file.path),
    endpoint: 'modifySubtitle',
    args: {
      action,
      type: target.type,
      id: target.id,
      language: file.code2,
      path: file.path,
      hi: file.hi,
      forced: file.forced,
      ...options,
    },
    itemKey: taskItemKey(target.type, target.id),
  }));
}

/** Queues an action on files under 'Modifying subtitles...'; progress shows as a notification. */
export function useQueueModifications(target: ToolTarget) {
  const dispatch = useAppDispatch();
  const { type, id } = target;
  return useCallback(
    (files: readonly SubtitleFile[], action: string, options?: ModificationOptions) => {
      dispatch(
        queueTasks({
          group: TaskGroup.ModifySubtitles,
          tasks: modificationTasks({ type, id }, files, action, options),
        }),
      );
    },
    [dispatch, type, id],
  );
}
