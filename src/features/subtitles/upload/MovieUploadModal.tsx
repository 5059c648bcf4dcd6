import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { Movie } from '../../../api/schemas/movies';
import { useAppDispatch } from '../../../lib/hooks';
import { queueTasks, TaskGroup, taskItemKey, type TaskRequest } from '../../../tasks/tasksSlice';
import { useItemProfile, useUploadLanguages } from '../languages/useItemProfile';
import { UploadFormLayout } from './UploadFormLayout';
import { UploadSubtitlesModal } from './UploadSubtitlesModal';
import { checkRow, resolveRow, sendableRow, type UploadRow } from './uploadRows';
import { useUploadDrafts } from './useUploadDrafts';

export interface MovieUploadModalProps {
  open: boolean;
  onClose: () => void;
  movie: Movie;
  /** The files dropped on the page, or none when opened from the toolbar. */
  files: readonly File[];
}

function MovieUploadForm({ movie, files, onClose }: Omit<MovieUploadModalProps, 'open'>) {
  const dispatch = useAppDispatch();
  const { drafts, add, change, remove } = useUploadDrafts(files);
  const { profile } = useItemProfile(movie.profileId);
  const choices = useUploadLanguages(profile);

  const rows = useMemo(
    () => drafts.map((draft) => resolveRow(draft, { choices })),
    [drafts, choices],
  );
  const checks = rows.map((row) => checkRow(row, false, () => movie.subtitles));

  // docs/behaviour.md §4: the movie modal closes itself once its last file is removed. Read through a ref, so the
  // callback stays stable and the other rows do not re-render.
  const draftsRef = useRef(drafts);
  useLayoutEffect(() => {
    draftsRef.current = drafts;
  });
  const removeRow = useCallback(
    (id: string) => {
      const current = draftsRef.current;
      remove(id);
      if (current.length === 1 && current[0]?.id === id) onClose();
    },
    [remove, onClose],
  );

  function upload(ready: readonly UploadRow[]) {
    const tasks: TaskRequest[] = ready.map((row) => {
      const sendable = sendableRow(row);
      return {
        description: sendable.file.name,
        endpoint: 'uploadMovieSubtitle',
        itemKey: taskItemKey('movie', movie.radarrId),
        args: { radarrid: movie.radarrId, ...sendable },
      };
    });
    dispatch(queueTasks({ group: TaskGroup.UploadSubtitles, tasks }));
  }

  return (
    <UploadFormLayout
      rows={rows}
      checks={checks}
      choices={choices}
      exclusiveFlags={false}
      onChange={change}
      onRemove={removeRow}
      onAddFiles={add}
      onUpload={upload}
      onClose={onClose}
    />
  );
}

/** Upload Subtitles for a movie; Forced and HI may both be ticked. */
export function MovieUploadModal({ open, onClose, ...form }: MovieUploadModalProps) {
  return (
    <UploadSubtitlesModal open={open} onClose={onClose}>
      <MovieUploadForm {...form} onClose={onClose} />
    </UploadSubtitlesModal>
  );
}
