import { addListener, isAnyOf } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subtitlesApi } from '../../api/subtitles';
import { useAppDispatch } from '../../lib/hooks';
import type { AppDispatch, RootState } from '../../lib/store';
import { queueTasks, TaskGroup } from '../../tasks/tasksSlice';
import { deleteTask } from '../subtitles/queuedActions/useSubtitleTasks';
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

// Not lib/listener's addAppListener: importing it from this chunk would take that module out of the first
// chunk's concatenated code and grow the first visit's JS.
const addCleanupListener = addListener.withTypes<RootState, AppDispatch>();

const { deleteEpisodeSubtitle, deleteMovieSubtitle } = subtitlesApi.endpoints;
const deletionSettled = isAnyOf(
  deleteEpisodeSubtitle.matchFulfilled,
  deleteMovieSubtitle.matchFulfilled,
  deleteEpisodeSubtitle.matchRejected,
  deleteMovieSubtitle.matchRejected,
);
const deletionFailed = isAnyOf(
  deleteEpisodeSubtitle.matchRejected,
  deleteMovieSubtitle.matchRejected,
);

/** The failure's message: the server's own for an API error (a JSON string body). */
function failureMessage(payload: unknown, fallback: string | undefined): string {
  if (typeof payload === 'object' && payload !== null && 'message' in payload)
    return String(payload.message);
  return fallback ?? 'Unknown error';
}

/**
 * Deletes the confirmed files as background tasks under 'Deleting subtitles...' (the per-subtitle delete call,
 * one task per file, with the queue's progress notification), and follows each deletion's answer for the
 * report: the queue runs the delete mutations, whose settled actions carry the file's path. A deletion the
 * queue runs again after an outage ends as its last answer says.
 */
export function useCleanupRun() {
  const dispatch = useAppDispatch();
  const [run, setRun] = useState<CleanupRun | null>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  const start = useCallback(
    (files: readonly CleanupCandidate[]) => {
      stopFollowing.current?.();
      const paths = new Set(files.map(({ file }) => file.path));
      setRun({ files, outcomes: new Map(files.map((file) => [file.file.path, WAITING])) });
      // Followed before queueing, so that no answer can come first.
      stopFollowing.current = dispatch(
        addCleanupListener({
          matcher: deletionSettled,
          effect: (action) => {
            const { path } = action.meta.arg.originalArgs;
            if (!paths.has(path)) return;
            const outcome: FileOutcome = deletionFailed(action)
              ? { status: 'failed', message: failureMessage(action.payload, action.error.message) }
              : { status: 'deleted' };
            setRun(
              (current) =>
                current && { ...current, outcomes: new Map(current.outcomes).set(path, outcome) },
            );
          },
        }),
      );
      dispatch(
        queueTasks({
          group: TaskGroup.DeleteSubtitles,
          tasks: files.map(({ target, file }) => deleteTask(target, file)),
        }),
      );
    },
    [dispatch],
  );

  return { run, start };
}
