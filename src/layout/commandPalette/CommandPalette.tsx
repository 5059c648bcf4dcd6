import { Suspense, useState } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import { useBecameTrue } from '../../lib/useBecameTrue';
import type { ManagerFlags } from '../navigation';
import { usePaletteShortcut, type ShellDialog } from './hotkeys';

// The dialogs, their options and the dialog machine load on the first Ctrl+K or '?', not with the shell.
const PaletteDialog = lazyNamed(() =>
  import('./PaletteDialog').then((module) => module.PaletteDialog),
);
const ShortcutsDialog = lazyNamed(() =>
  import('./ShortcutsDialog').then((module) => module.ShortcutsDialog),
);

/**
 * The command palette (Ctrl+K / Cmd+K anywhere): go to any page or any series or movie, or run an action of the
 * item on screen (Scan Disk, Search, Upload on a detail page). Keyboard only if wished: type to filter, arrows to
 * move, Enter to run, Escape to close. And the sheet of keyboard shortcuts ('?'). Mounted once in the layout.
 */
export function CommandPalette({ managers }: { managers: ManagerFlags }) {
  const [open, setOpen] = useState<ShellDialog | null>(null);
  usePaletteShortcut((dialog) => setOpen((current) => (current === dialog ? null : dialog)));
  const paletteUsed = useBecameTrue(open === 'commands');
  return (
    <Suspense fallback={null}>
      {paletteUsed && (
        <PaletteDialog
          managers={managers}
          open={open === 'commands'}
          onOpenChange={(shown) => setOpen(shown ? 'commands' : null)}
        />
      )}
      {open === 'shortcuts' && <ShortcutsDialog onClose={() => setOpen(null)} />}
    </Suspense>
  );
}
