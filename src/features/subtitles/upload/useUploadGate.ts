import { useCallback } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../notifications/notificationsSlice';

/**
 * Opens an upload for dropped or picked files, or (docs/behaviour.md §8) warns 'Cannot Upload Files' when the item or its
 * language profile is not ready.
 */
export function useUploadGate(
  kind: 'series' | 'movie',
  ready: boolean,
  open: (files: File[]) => void,
) {
  const dispatch = useAppDispatch();
  return useCallback(
    (files: File[]) => {
      if (ready) {
        open(files);
        return;
      }
      dispatch(
        notify({
          type: 'warning',
          title: 'Cannot Upload Files',
          message: `${kind} or language profile is not ready`,
        }),
      );
    },
    [dispatch, kind, ready, open],
  );
}
