import { Briefcase, History, Search, Trash2, Wand } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Subtitle, SubtitleLanguage } from '../../../api/schemas/common';
import type { SubtitleChipAction } from '../../../components';
import { lazyNamed } from '../../../app/lazyNamed';
import { DIRECT_ACTIONS, isEditableFile, useQueueModifications, type ToolFile } from '../../tools';
import type { SubtitleTarget } from '../tasks/subtitleTarget';
import { useSubtitleTasks } from '../tasks/useSubtitleTasks';

/** A subtitle file (not an embedded track). */
export type SubtitleFile = Subtitle & { path: string };

export interface SubtitleActionsOptions {
  target: SubtitleTarget;
  /** A task for the item waits or runs: no changes meanwhile (SPEC §6). */
  busy: boolean;
  /** Searching needs a language profile. */
  canSearch: boolean;
  /** Without it, no History entry. */
  onHistory?: () => void;
  /** Opens the subtitle tools on a file; without it, no tools entry. */
  onTools?: (subtitle: SubtitleFile) => void;
  /** Also offer the tools without options (Remove HI Tags...), run at once on the file (chip menus). */
  quickTools?: boolean;
}

const NOTHING: ToolFile[] = [];

// The confirmation (a dialog machine, focus trap and scroll lock) loads when a deletion is first asked for, not
// with every page that shows subtitle chips (issue 16).
const DeleteSubtitlesDialog = lazyNamed(() =>
  import('../../tools/DeleteSubtitlesDialog').then((module) => module.DeleteSubtitlesDialog),
);

/**
 * The actions on an item's subtitles, as menu entries or buttons: Search for a missing language; Subtitle Tools,
 * Delete... and History for a file. Searches and deletions run as background tasks; a deletion asks first, in
 * `dialog`, which the caller renders.
 */
export function useSubtitleActions({
  target,
  busy,
  canSearch,
  onHistory,
  onTools,
  quickTools = false,
}: SubtitleActionsOptions) {
  const tasks = useSubtitleTasks();
  const modify = useQueueModifications();
  const [toDelete, setToDelete] = useState<ToolFile[]>(NOTHING);

  function forMissing(language: SubtitleLanguage): SubtitleChipAction[] {
    return [
      {
        value: 'search',
        label: 'Search',
        icon: <Search />,
        disabled: busy || !canSearch,
        onSelect: () => tasks.search(target, language),
      },
    ];
  }

  function forFile(subtitle: SubtitleFile): SubtitleChipAction[] {
    const actions: SubtitleChipAction[] = [];
    if (onTools) {
      actions.push({
        value: 'tools',
        label: 'Subtitle Tools',
        icon: <Briefcase />,
        disabled: busy,
        onSelect: () => onTools(subtitle),
      });
    }
    if (quickTools) {
      const file = { ...subtitle, target, heading: target.label };
      for (const { action, label } of DIRECT_ACTIONS) {
        actions.push({
          value: action,
          label,
          icon: <Wand />,
          disabled: busy || !isEditableFile(file),
          onSelect: () => modify(label, [file], action),
        });
      }
    }
    actions.push({
      value: 'delete',
      label: 'Delete...',
      icon: <Trash2 />,
      danger: true,
      disabled: busy,
      onSelect: () => setToDelete([{ ...subtitle, target, heading: target.label }]),
    });
    if (onHistory)
      actions.push({ value: 'history', label: 'History', icon: <History />, onSelect: onHistory });
    return actions;
  }

  const dialog = toDelete.length > 0 && (
    <Suspense fallback={null}>
      <DeleteSubtitlesDialog files={toDelete} onClose={() => setToDelete(NOTHING)} />
    </Suspense>
  );

  return { forMissing, forFile, dialog };
}
