import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/listener';
import { queueTasks, TaskGroup, taskFinished } from '../../tasks/tasksSlice';
import { deleteTask } from '../subtitles/tasks/useSubtitleTasks';
import type { CleanupCandidate } from './selectCleanup';

/** What became of one file: not yet deleted, deleted, or failed with the server's message. */
export type FileOutcome =
  { status: 'waiting' } | { status: 'deleted' } | { status: 'failed'; message: string };

const WAITING: FileOutcome = { status: 'waiting' };

export interface CleanupRun {
  /** The files being deleted, as they were confirmed (the rules are not read again meanwhile). */
  files: readonly CleanupCandidate[];
  /** By file path. */
  outcomes: ReadonlyMap<string, FileOutcome>;
}

/**
 * Deletes the confirmed files as background tasks under 'Deleting subtitles...' (the per-subtitle delete call,
 * one task per file, with the queue's progress notification), and follows each task's outcome for the report.
 */
export function useCleanupRun() {
  const dispatch = useAppDispatch();
  const [run, setRun] = useState<CleanupRun | null>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  const start = useCallback(
    (files: readonly CleanupCandidate[]) => {
      stopFollowing.current?.();
      const pathByTask = new Map<string, string>();
      setRun({ files, outcomes: new Map(files.map((file) => [file.file.path, WAITING])) });
      // Followed before queueing, so that no outcome can come first.
      stopFollowing.current = dispatch(
        addAppListener({
          actionCreator: taskFinished,
          effect: ({ payload: { taskId, error } }) => {
            const path = pathByTask.get(taskId);
            if (path === undefined) return;
            const outcome: FileOutcome =
              error === undefined ? { status: 'deleted' } : { status: 'failed', message: error };
            setRun(
              (current) =>
                current && { ...current, outcomes: new Map(current.outcomes).set(path, outcome) },
            );
          },
        }),
      );
      const queued = dispatch(
        queueTasks({
          group: TaskGroup.DeleteSubtitles,
          tasks: files.map(({ target, file }) => deleteTask(target, file)),
        }),
      );
      queued.payload.tasks.forEach((task, index) => {
        const file = files[index];
        if (file) pathByTask.set(task.id, file.file.path);
      });
    },
    [dispatch],
  );

  return { run, start };
}
