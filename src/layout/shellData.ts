import { useEffect, useState } from 'react';
import { useGetBadgesQuery } from '../api/badges';
import { useGetSettingsQuery } from '../api/settings';
import { whenPageDataIn } from '../lib/whenIdle';
import type { BadgeCounts, ManagerFlags } from './navigation';

/** docs/behaviour.md §9: badges refresh every 60 s (and on the realtime 'badges' event, through their tag). */
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

/**
 * The badges wait for the first page's data: they cost a real Bazarr 0.45 s of the one processor its answers share,
 * and asked beside a long series' episodes (0.84 s) they held those back by as much.
 */
export function useShellBadges(): BadgeCounts | undefined {
  const pageDataIn = usePageDataIn();
  const { data } = useGetBadgesQuery(undefined, {
    pollingInterval: BADGES_POLLING_MS,
    skip: !pageDataIn,
  });
  return data;
}

function usePageDataIn(): boolean {
  const [dataIn, setDataIn] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageDataIn().then(() => {
      if (mounted) setDataIn(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return dataIn;
}
