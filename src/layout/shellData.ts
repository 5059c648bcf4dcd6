import { useGetBadgesQuery } from '../api/badges';
import { useGetSettingsQuery } from '../api/settings';
import type { BadgeCounts, ManagerFlags } from './navigation';

/** SPEC §9: badges refresh every 60 s (and on the realtime 'badges' event, through their tag). */
const BADGES_POLLING_MS = 60_000;

/** The few settings the shell reads. */
export interface ShellSettings {
  managers: ManagerFlags;
  /** settings auth.type: 'form' offers Logout. */
  authType: string | null;
}

export function useShellSettings() {
  const { data, error, isError } = useGetSettingsQuery();
  const settings: ShellSettings | undefined = data && {
    managers: {
      sonarr: data.general.use_sonarr === true,
      radarr: data.general.use_radarr === true,
    },
    authType: data.auth.type ?? null,
  };
  return { settings, error, isError };
}

export function useShellBadges(): BadgeCounts | undefined {
  const { data } = useGetBadgesQuery(undefined, { pollingInterval: BADGES_POLLING_MS });
  return data;
}
