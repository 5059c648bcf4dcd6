import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api/apiError';
import { useUploadEpisodeSubtitleMutation } from '../../../../api/subtitles';
import { sendableEpisodeRow, type UploadRow } from '../uploadRows';

export type FileResult =
  | { state: 'waiting' | 'uploading' | 'uploaded' | 'stopped' }
  | { state: 'failed'; message: string };

export interface RunFile {
  row: UploadRow;
  result: FileResult;
}

/** The files with one file's result changed. */
const withResult = (id: string, result: FileResult) => (current: RunFile[] | null) =>
  current ? current.map((file) => (file.row.id === id ? { ...file, result } : file)) : current;

function failure(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends the files of a season pack one after another, through the same request as every episode upload, and keeps
 * each file's result for the dialog. A failed file does not stop the others; Stop (or closing the dialog) leaves
 * the files not yet sent.
 */
export function useUploadRun(seriesId: number) {
  const [upload] = useUploadEpisodeSubtitleMutation();
  const [files, setFiles] = useState<RunFile[] | null>(null);
  const stopped = useRef(false);

  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );

  const start = useCallback(
    async (rows: readonly UploadRow[]) => {
      stopped.current = false;
      setFiles(rows.map((row) => ({ row, result: { state: 'waiting' } })));
      for (const row of rows) {
        if (stopped.current) {
          setFiles(withResult(row.id, { state: 'stopped' }));
          continue;
        }
        setFiles(withResult(row.id, { state: 'uploading' }));
        try {
          const { file, language, hi, forced, episodeId } = sendableEpisodeRow(row);
          await upload({
            seriesid: seriesId,
            episodeid: episodeId,
            language,
            hi,
            forced,
            file,
          }).unwrap();
          setFiles(withResult(row.id, { state: 'uploaded' }));
        } catch (error) {
          setFiles(withResult(row.id, { state: 'failed', message: failure(error) }));
        }
      }
    },
    [upload, seriesId],
  );

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  return { files, start, stop };
}
