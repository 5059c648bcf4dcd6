import { useEffect, useState } from 'react';
import { pageLocation } from '../lib/pageLocation';
import { useAppSelector } from '../lib/hooks';
import { selectConnectionState } from '../realtime/realtimeSlice';
import { usePingBackendQuery } from '../api/system';

const PING_INTERVAL_MS = 2000;

/**
 * After a restart: once the backend has been seen away (a failed ping or a lost socket) and answers
 * again (a ping succeeds or the socket is back online), reload the page.
 */
export function useReloadWhenBackIsUp(active: boolean): void {
  const connection = useAppSelector(selectConnectionState);
  const ping = usePingBackendQuery(undefined, { skip: !active, pollingInterval: PING_INTERVAL_MS });
  const [sawAway, setSawAway] = useState(false);

  const away = ping.isError || connection === 'offline' || connection === 'error';
  // State adjusted during render: remember that the backend went away at some point.
  if (active && away && !sawAway) setSawAway(true);

  const back = sawAway && !away && (ping.isSuccess || connection === 'online');

  useEffect(() => {
    if (active && back) pageLocation.reload();
  }, [active, back]);
}
