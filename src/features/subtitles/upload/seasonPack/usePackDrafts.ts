import { useCallback, useEffect, useRef, useState } from 'react';
import { useUploadDrafts } from '../useUploadDrafts';
import { isZip, openPacks } from './packFiles';

/**
 * The drafts of a series upload, where a dropped zip (a season pack) becomes the subtitle files it holds.
 * `opening` while zips are read; `problems` says which zips could not be read.
 */
export function usePackDrafts(initialFiles: readonly File[]) {
  const [loose] = useState(() => initialFiles.filter((file) => !isZip(file)));
  const drafts = useUploadDrafts(loose);
  const { add } = drafts;
  const [opening, setOpening] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const mounted = useRef(true);

  const addDropped = useCallback(
    (files: readonly File[]) => {
      if (!files.some(isZip)) {
        add(files);
        return;
      }
      setOpening((count) => count + 1);
      void openPacks(files)
        .catch((error: unknown) => ({
          files: files.filter((file) => !isZip(file)),
          fromZip: new Set<File>(),
          problems: [`The zip files could not be opened: ${String(error)}`],
        }))
        .then((opened) => {
          if (!mounted.current) return;
          setOpening((count) => count - 1);
          add(opened.files, opened.fromZip);
          setProblems((previous) => [...previous, ...opened.problems]);
        });
    },
    [add],
  );

  // The zips dropped on the page, opened once the dialog shows.
  const initialZips = useRef(initialFiles.filter(isZip));
  useEffect(() => {
    mounted.current = true;
    const zips = initialZips.current;
    initialZips.current = [];
    if (zips.length > 0) addDropped(zips);
    return () => {
      mounted.current = false;
    };
  }, [addDropped]);

  return { ...drafts, addDropped, opening: opening > 0, problems };
}
