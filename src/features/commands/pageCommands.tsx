import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { LucideIcon } from 'lucide-react';

/** An action of the page on screen that the command palette offers (a detail page's toolbar buttons). */
export interface PageCommand {
  /** Unique on the page: 'scan-disk'. */
  id: string;
  /** The toolbar button's text: 'Scan Disk'. */
  label: string;
  /** What it does, for the palette: 'Search missing subtitles'. */
  description?: string;
  icon?: LucideIcon;
  disabled?: boolean;
  run: () => void;
}

/** The commands of the item a page shows, under its title ('Breaking Bad'). */
export interface PageCommandSet {
  title: string;
  commands: readonly PageCommand[];
}

type Setter = Dispatch<SetStateAction<PageCommandSet | null>>;

const CurrentCommands = createContext<PageCommandSet | null>(null);
const SetCommands = createContext<Setter | null>(null);

/**
 * Holds the commands of the page on screen, for the command palette (mounted once in the layout). Two contexts:
 * a page registering its commands re-renders the palette only, not the layout.
 */
export function PageCommandsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<PageCommandSet | null>(null);
  return (
    <SetCommands.Provider value={setCurrent}>
      <CurrentCommands.Provider value={current}>{children}</CurrentCommands.Provider>
    </SetCommands.Provider>
  );
}

/**
 * Offers the page's commands in the palette while the page is mounted. Pass a memoized set: a new object
 * registers again. Outside the layout (a page rendered alone in a test) it does nothing.
 */
export function usePageCommands(set: PageCommandSet | null): void {
  const setCurrent = useContext(SetCommands);
  useEffect(() => {
    if (!setCurrent || !set) return undefined;
    setCurrent(set);
    // Only the page that registered clears: the next page may have registered already.
    return () => setCurrent((current) => (current === set ? null : current));
  }, [setCurrent, set]);
}

/** The commands the page on screen registered, or null. */
export function useCurrentPageCommands(): PageCommandSet | null {
  return useContext(CurrentCommands);
}
