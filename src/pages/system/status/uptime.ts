import { useEffect, useState } from 'react';

const pad = (value: number) => String(value).padStart(2, '0');

/** Time since `startSeconds` (epoch seconds) at `nowMs`, as '3d 04:05:06'. */
export function formatUptime(startSeconds: number, nowMs: number): string {
  const total = Math.max(0, Math.floor(nowMs / 1000 - startSeconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${days}d ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** The current time, read again every second while the component is shown (the uptime ticks). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
