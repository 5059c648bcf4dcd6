import { Moon, Sun } from 'lucide-react';
import { useColorMode, useThemeSetting } from './colorMode';

/**
 * 'Change Theme': switches light/dark and remembers the choice in this browser. A plain button with the class the
 * sidebar gives it (a button look, Sidebar.looks.ts).
 */
export function ThemeToggle({ className }: { className: string }) {
  const { mode, toggle } = useColorMode(useThemeSetting());
  return (
    <button type="button" className={className} onClick={toggle}>
      {mode === 'dark' ? <Sun /> : <Moon />}
      Change Theme
    </button>
  );
}
