import { useState } from 'react';

/**
 * True from the first render where `value` was true on: mounts a lazily loaded part (toaster, drawer, palette)
 * when it is first needed and keeps it mounted, so its closing animation and state survive.
 */
export function useBecameTrue(value: boolean): boolean {
  const [became, setBecame] = useState(value);
  if (value && !became) setBecame(true);
  return became || value;
}
