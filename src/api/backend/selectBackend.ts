import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../lib/store';
import { systemApi, useGetStatusQuery } from '../system';
import { backendOf, type Backend } from './capabilities';

const selectStatus = systemApi.endpoints.getStatus.select();

/**
 * What the connected Bazarr is and can do, read from the status query's result (the one place it is kept).
 * Until the status is in, every capability is false: the 1.5.2 behaviour.
 */
export const selectBackend: (state: RootState) => Backend = createSelector(
  (state: RootState) => selectStatus(state).data?.bazarr_version ?? null,
  backendOf,
);

/** selectBackend for a component, which also asks for the status when no one has yet. */
export function useBackend(): Backend {
  useGetStatusQuery();
  return useAppSelector(selectBackend);
}
