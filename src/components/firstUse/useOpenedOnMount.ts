import { useEffect, useState } from 'react';

/**
 * The open state of a menu or popover that a first use just mounted: it starts closed and opens once
 * mounted rather than being mounted open, so that it moves focus into itself (and back on closing) as on
 * any opening. Returns `[open, setOpen]`.
 */
export function useOpenedOnMount() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return [open, setOpen] as const;
}
