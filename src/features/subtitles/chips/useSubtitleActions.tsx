import { Briefcase, History, Search, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Subtitle, SubtitleLanguage } from '../../../api/schemas/common';
import type { MenuAction } from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';
import { useBackend } from '../../../api/backend/selectBackend';
import { toolMenuGroups, type FormTool } from '../../../api/subtitleToolActions';
import { isEditableFile, type ToolFile } from '../../tools/toolFiles';
import { ToolIcon } from '../../tools/ToolIcon';
import { useQueueModifications } from '../../tools/useQueueModifications';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';
import { useSubtitleTasks } from '../queuedActions/useSubtitleTasks';

/** A subtitle file (not an embedded track). */
export type SubtitleFile = Subtitle & { path: string };

export interface SubtitleActionsOptions {
  target: SubtitleTarget;
  /** A task for the item waits or runs: no changes meanwhile (docs/behaviour.md §6). */
  busy: boolean;
  /** Searching needs a language profile. */
  canSearch: boolean;
  /** Without it, no History entry. */
  onHistory?: () => void;
  /** Opens the Subtitle Tools modal on a file (to pick more files); without it, no such entry. */
  onTools?: (subtitle: SubtitleFile) => void;
}

/** What asks first: the deletion of a file, or the options of a tool for a file. */
type Pending =
  { kind: 'delete'; file: ToolFile } | { kind: 'tool'; tool: FormTool; file: ToolFile };

// The confirmation and the tool forms (a dialog machine, focus trap, scroll lock, the forms' validation) load when
// first asked for, not with every page that shows subtitle chips.
const DeleteSubtitlesDialog = lazyNamed(() =>
  import('../../tools/DeleteSubtitlesDialog').then((module) => module.DeleteSubtitlesDialog),
);
const FileToolModal = lazyNamed(() =>
  import('../../tools/FileToolModal').then((module) => module.FileToolModal),
);

/**
 * The actions on an item's subtitles, as menu entries or buttons: Search for a missing language; for a file,
 * Subtitle Tools, every tool (Sync, Remove HI Tags... run at once, the ones with options open their form on
 * that file), Delete... and History. They run as background tasks; a deletion or a tool's options ask first, in
 * `dialog`, which the caller renders.
 */
export function useSubtitleActions({
  target,
  busy,
  canSearch,
  onHistory,
  onTools,
}: SubtitleActionsOptions) {
  const tasks = useSubtitleTasks();
  const modify = useQueueModifications();
  const [pending, setPending] = useState<Pending | null>(null);
  const groups = toolMenuGroups(useBackend());
  const close = () => setPending(null);

  function forMissing(language: SubtitleLanguage): MenuAction[] {
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

  function toolsFor(file: ToolFile): MenuAction[] {
    const disabled = busy || !isEditableFile(file);
    return groups.flatMap((group) =>
      group.map((entry, index) => ({
        value: entry.kind === 'form' ? entry.tool : entry.action,
        label: entry.label,
        icon: <ToolIcon entry={entry} />,
        disabled,
        separated: index === 0,
        onSelect:
          entry.kind === 'form'
            ? () => setPending({ kind: 'tool', tool: entry.tool, file })
            : () => modify(entry.label, [file], entry.action),
      })),
    );
  }

  function forFile(subtitle: SubtitleFile): MenuAction[] {
    const file: ToolFile = { ...subtitle, target, heading: target.label };
    const actions: MenuAction[] = [];
    if (onTools) {
      actions.push({
        value: 'tools',
        label: 'Subtitle Tools',
        icon: <Briefcase />,
        disabled: busy,
        onSelect: () => onTools(subtitle),
      });
    }
    actions.push(...toolsFor(file), {
      value: 'delete',
      label: 'Delete...',
      icon: <Trash2 />,
      danger: true,
      disabled: busy,
      separated: true,
      onSelect: () => setPending({ kind: 'delete', file }),
    });
    if (onHistory)
      actions.push({ value: 'history', label: 'History', icon: <History />, onSelect: onHistory });
    return actions;
  }

  const dialog = pending && (
    <Suspense fallback={null}>
      {pending.kind === 'delete' ? (
        <DeleteSubtitlesDialog files={[pending.file]} onClose={close} />
      ) : (
        <FileToolModal tool={pending.tool} file={pending.file} onClose={close} />
      )}
    </Suspense>
  );

  return { forMissing, forFile, dialog };
}
