import {
  Briefcase,
  FileOutput,
  History,
  Languages,
  ScrollText,
  Search,
  Trash2,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { useBackend } from '../../../api/backend/selectBackend';
import type { Subtitle, SubtitleLanguage } from '../../../api/schemas/common';
import type { MenuAction } from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';
import { useAppDispatch } from '../../../lib/hooks';
import { queueTasks, TaskGroup } from '../../../tasks/tasksSlice';
import { toolMenuGroups, type FormTool } from '../../../api/subtitleToolActions';
import { isEditableFile, type ToolFile } from '../../tools/toolFiles';
import { ToolIcon } from '../../tools/ToolIcon';
import { useQueueModifications } from '../../tools/useQueueModifications';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';
import { useSubtitleTasks } from '../queuedActions/useSubtitleTasks';
import { isIdentifiedTrack, trackTask, type EmbeddedTrack } from '../embedded/embeddedTracks';

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

/**
 * What opens a dialog: the deletion of a file (asked first), the options of a tool for a file, a file's cues, or
 * the target language of a translation from an embedded track.
 */
type Pending =
  | { kind: 'delete'; file: ToolFile }
  | { kind: 'tool'; tool: FormTool; file: ToolFile }
  | { kind: 'view'; path: string }
  | { kind: 'translateTrack'; track: EmbeddedTrack };

// The confirmation and the tool forms (a dialog machine, focus trap, scroll lock, the forms' validation) load when
// first asked for, not with every page that shows subtitle chips.
const DeleteSubtitlesDialog = lazyNamed(() =>
  import('../../tools/DeleteSubtitlesDialog').then((module) => module.DeleteSubtitlesDialog),
);
const FileToolModal = lazyNamed(() =>
  import('../../tools/FileToolModal').then((module) => module.FileToolModal),
);
// Bazarr 1.6: the cue list and its search, and the translation of an embedded track, load when first opened.
const SubtitleViewerModal = lazyNamed(() =>
  import('../viewer/SubtitleViewerModal').then((module) => module.SubtitleViewerModal),
);
const TrackTranslateModal = lazyNamed(() =>
  import('../embedded/TrackTranslateModal').then((module) => module.TrackTranslateModal),
);

/**
 * The actions on an item's subtitles, as menu entries or buttons: Search for a missing language; for a file,
 * View (Bazarr 1.6: its cues), Subtitle Tools, every tool (Sync, Remove HI Tags... run at once, the ones with
 * options open their form on that file), Delete... and History; for an embedded track (Bazarr 1.6.1), Extract and
 * Translate from this track. They run as background tasks; a deletion or a tool's options ask first, in `dialog`,
 * which the caller renders.
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
  const backend = useBackend();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Pending | null>(null);
  const groups = toolMenuGroups(backend);
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
    if (backend.hasSubtitleContents) {
      actions.push({
        value: 'view',
        label: 'View',
        icon: <ScrollText />,
        onSelect: () => setPending({ kind: 'view', path: subtitle.path }),
      });
    }
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

  /**
   * An embedded track's actions, where Bazarr can name the track (its `id`): Extract writes it to a file, Translate
   * from this track asks for a language. Empty for other versions: the track stays a plain badge.
   */
  function forEmbedded(subtitle: Subtitle): MenuAction[] {
    if (!isIdentifiedTrack(subtitle)) return [];
    const actions: MenuAction[] = [];
    if (backend.canExtractEmbedded) {
      actions.push({
        value: 'extract',
        label: 'Extract',
        icon: <FileOutput />,
        disabled: busy,
        onSelect: () =>
          dispatch(
            queueTasks({
              group: TaskGroup.ExtractSubtitles,
              tasks: [trackTask(target, subtitle, 'extract')],
            }),
          ),
      });
    }
    if (backend.canTranslateEmbedded) {
      actions.push({
        value: 'translate',
        label: 'Translate from this track...',
        icon: <Languages />,
        disabled: busy,
        onSelect: () => setPending({ kind: 'translateTrack', track: subtitle }),
      });
    }
    return actions;
  }

  const dialog = pending && (
    <Suspense fallback={null}>
      {pending.kind === 'delete' ? (
        <DeleteSubtitlesDialog files={[pending.file]} onClose={close} />
      ) : pending.kind === 'tool' ? (
        <FileToolModal tool={pending.tool} file={pending.file} onClose={close} />
      ) : pending.kind === 'view' ? (
        <SubtitleViewerModal path={pending.path} onClose={close} />
      ) : (
        <TrackTranslateModal target={target} track={pending.track} onClose={close} />
      )}
    </Suspense>
  );

  return { forMissing, forFile, forEmbedded, dialog };
}
