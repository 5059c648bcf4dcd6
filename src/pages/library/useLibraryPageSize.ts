import { useGetSettingsQuery } from '../../api/settings';
import { useAppSelector } from '../../app/hooks';
import { selectSettings } from '../../entities/settingsSlice';

/** SPEC §9: general.page_size defaults to 50. */
export const LIBRARY_DEFAULT_PAGE_SIZE = 50;

/**
 * Rows per page of the library lists: the settings' general.page_size. Undefined while the settings load
 * (the shell has normally loaded them already); the default when they cannot be read.
 */
export function useLibraryPageSize(): number | undefined {
  const { isError } = useGetSettingsQuery();
  const pageSize = useAppSelector((state) => selectSettings(state)?.general.page_size);
  if (typeof pageSize === 'number' && pageSize > 0) return pageSize;
  return pageSize !== undefined || isError ? LIBRARY_DEFAULT_PAGE_SIZE : undefined;
}
