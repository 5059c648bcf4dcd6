import { Button } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useColorMode, useThemeSetting } from './colorMode';

/** 'Change Theme': switches light/dark and remembers the choice in this browser. */
export function ThemeToggle() {
  const { mode, toggle } = useColorMode(useThemeSetting());
  return (
    <Button variant="ghost" size="sm" justifyContent="flex-start" color="fg.muted" onClick={toggle}>
      {mode === 'dark' ? <Sun /> : <Moon />}
      Change Theme
    </Button>
  );
}
