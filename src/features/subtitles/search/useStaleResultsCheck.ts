import { useCallback } from 'react';
import { useBackend } from '../../../api/backend/selectBackend';
import { systemApi } from '../../../api/system';
import { useAppDispatch } from '../../../lib/hooks';
import { staleResultsReason } from './staleResults';

/**
 * Why the results read at `searchedAt` can no longer be downloaded, asked just before a download: on a Bazarr that
 * forgets results (1.5.7+) its start time is read again, since it may have restarted while the results were shown.
 */
export function useStaleResultsCheck(searchedAt: number | undefined): () => Promise<string | null> {
  const backend = useBackend();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    if (!backend.searchResultsExpire || searchedAt === undefined) return null;
    const status = await dispatch(
      systemApi.endpoints.getStatus.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    return staleResultsReason(backend, searchedAt, status.data?.start_time ?? null, Date.now());
  }, [backend, dispatch, searchedAt]);
}
