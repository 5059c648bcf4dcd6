import type { LucideIcon } from 'lucide-react';
import { foldText } from '../../components/table/rowModel';
import { visibleNavigation, type NavFlags } from '../navigation';
import type { Suggestion } from '../searchSuggestions';
import type { PageCommandSet } from '../../features/commands/pageCommands';

export type CommandSection = 'Actions' | 'Pages' | 'Series and movies';

/** One option of the palette: it either opens a path or runs an action. */
export interface PaletteCommand {
  /** Unique among the options: 'page-/settings/general', 'action-scan-disk', 'series-1'. */
  id: string;
  section: CommandSection;
  label: string;
  /** Muted text after the label: the item an action works on, 'Series' or 'Movie' for a search result. */
  hint?: string;
  icon?: LucideIcon;
  disabled?: boolean;
  /** Extra words the filter matches ('Search missing subtitles'). */
  keywords?: string;
  target: { kind: 'path'; path: string } | { kind: 'action'; run: () => void };
}

/** Every page of the sidebar (same hiding rules), a group's pages named 'Group › Page'. */
export function pageCommands(flags: NavFlags): PaletteCommand[] {
  return visibleNavigation(flags).flatMap((group) => {
    if (!group.children) {
      const path = `/${group.path}`;
      return [page(path, group.name, group.icon)];
    }
    return group.children.map((child) =>
      page(`/${group.path}/${child.path}`, `${group.name} › ${child.name}`, group.icon),
    );
  });
}

function page(path: string, label: string, icon: LucideIcon): PaletteCommand {
  return { id: `page-${path}`, section: 'Pages', label, icon, target: { kind: 'path', path } };
}

/** The actions the page on screen offers (a detail page's toolbar), on its item. */
export function actionCommands(set: PageCommandSet | null): PaletteCommand[] {
  return (set?.commands ?? []).map((command) => ({
    id: `action-${command.id}`,
    section: 'Actions',
    label: command.label,
    hint: set?.title,
    icon: command.icon,
    disabled: command.disabled,
    keywords: command.description,
    target: { kind: 'action', run: command.run },
  }));
}

/** The global search's suggestions as palette options. */
export function searchCommands(
  suggestions: readonly Suggestion[],
  icons: { series: LucideIcon; movie: LucideIcon },
): PaletteCommand[] {
  return suggestions.map((suggestion) => {
    const series = suggestion.value.startsWith('series-');
    return {
      id: suggestion.value,
      section: 'Series and movies',
      label: suggestion.label,
      hint: series ? 'Series' : 'Movie',
      icon: series ? icons.series : icons.movie,
      target: { kind: 'path', path: suggestion.path },
    };
  });
}

/**
 * The commands whose label (or keywords) hold every word of the query, case and accent insensitive:
 * 'set lang' finds 'Settings › Languages'.
 */
export function filterCommands(
  commands: readonly PaletteCommand[],
  query: string,
): PaletteCommand[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((command) => {
    const text = foldText(`${command.label} ${command.keywords ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/** Moves the active option, wrapping around at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  return count === 0 ? 0 : (index + delta + count) % count;
}
