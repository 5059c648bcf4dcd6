import { useBackend } from '../../api/backend/selectBackend';
import { useSettings } from '../../api/settings';

const FALLBACK = 'Bazarr';

/**
 * The name the user gave this Bazarr (Settings > General, `general.instance_name`, from 1.5.4), for the tab title.
 * 'Bazarr' on older versions, while the settings load, and when the name is left blank (Bazarr's own default),
 * so a tab never reads 'Series - '.
 */
export function useInstanceName(): string {
  const { hasInstanceName } = useBackend();
  const { settings } = useSettings();
  const name: unknown = settings?.general.instance_name;
  return hasInstanceName && typeof name === 'string' && name.trim() !== '' ? name.trim() : FALLBACK;
}
