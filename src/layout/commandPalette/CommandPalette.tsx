import { Suspense, useCallback, useState } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import { useBecameTrue } from '../../lib/useBecameTrue';
import type { ManagerFlags } from '../navigation';
import { usePaletteShortcut } from './hotkeys';

// The dialog, its options and the dialog machine load on the first Ctrl+K, not with the shell.
const PaletteDialog = lazyNamed(() =>
  import('./PaletteDialog').then((module) => module.PaletteDialog),
);

/**
 * The command palette (Ctrl+K / Cmd+K anywhere): go to any page or any series or movie, or run an action of the
 * item on screen (Scan Disk, Search, Upload on a detail page). Keyboard only if wished: type to filter, arrows to
 * move, Enter to run, Escape to close. Mounted once in the layout.
 */
export function CommandPalette({ managers }: { managers: ManagerFlags }) {
  const [open, setOpen] = useState(false);
  usePaletteShortcut(useCallback(() => setOpen((current) => !current), []));
  if (!useBecameTrue(open)) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog managers={managers} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
