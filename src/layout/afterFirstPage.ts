import { useEffect, useState } from 'react';

/** Long enough for the first page's rows: what waits for it (its chunk, its requests) comes after them. */
export const AFTER_FIRST_PAGE_MS = 3000;

/** True once the first page had its time and the browser is idle: when the shell's extras may load. */
export function useAfterFirstPage(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let idle = 0;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(() => setDue(true), { timeout: 5000 });
      else setDue(true);
    }, AFTER_FIRST_PAGE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
  return due;
}
