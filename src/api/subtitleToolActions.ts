/**
 * The actions of the Subtitle Tools menu and the action texts PATCH subtitles expects (docs/behaviour.md §7,
 * api-samples/ENDPOINTS.md). Some run at once; the others ask for options in a form first.
 */
import type { Capabilities, Capability } from './backend/capabilities';

/**
 * Actions that need no options: chosen in the menu, they run on every selected file. `requires` names the
 * capability of the Bazarr that has the mod: an older one answers 204 and leaves the file as it was (it logs
 * 'Mod … not loaded'), so the menu does not offer it there.
 */
export const DIRECT_ACTIONS = [
  { action: 'remove_HI', label: 'Remove HI Tags' },
  { action: 'remove_tags', label: 'Remove Style Tags' },
  { action: 'emoji', label: 'Remove Emoji', requires: 'hasEmojiMod' },
  { action: 'OCR_fixes', label: 'OCR Fixes' },
  { action: 'common', label: 'Common Fixes' },
  { action: 'fix_uppercase', label: 'Fix Uppercase' },
  { action: 'reverse_rtl', label: 'Reverse RTL' },
] as const;

/** The action text of a tool without options (remove_HI, common...). */
export type DirectAction = (typeof DIRECT_ACTIONS)[number]['action'];

/**
 * Tools with a form: the menu label, the modal title while the form shows, and the name their tasks are
 * queued (and their progress titled) under, as Bazarr names them.
 */
export const FORM_TOOLS = {
  sync: { label: 'Sync', title: 'Sync Subtitle Options', taskName: 'Syncing Subtitle' },
  color: { label: 'Add Color...', title: 'Change Color', taskName: 'Changing Color' },
  frameRate: {
    label: 'Change Frame Rate...',
    title: 'Change Frame Rate',
    taskName: 'Changing Frame Rate',
  },
  timeOffset: { label: 'Adjust Times...', title: 'Change Time', taskName: 'Changing Time' },
  translate: {
    label: 'Translate...',
    title: 'Translate Subtitle(s)',
    taskName: 'Translating Subtitles',
  },
} as const;

export type FormTool = keyof typeof FORM_TOOLS;

/** The task group of a tool's requests: its own name for a form tool, the menu label for the others. */
export type ToolTaskName =
  (typeof FORM_TOOLS)[FormTool]['taskName'] | (typeof DIRECT_ACTIONS)[number]['label'];

/** An entry of a tools menu: a tool that asks for options first, or an action that runs at once. */
export type ToolMenuEntry =
  | { kind: 'form'; tool: FormTool; label: string }
  | { kind: 'direct'; action: DirectAction; label: ToolTaskName };

const formEntry = (tool: FormTool): ToolMenuEntry => ({
  kind: 'form',
  tool,
  label: FORM_TOOLS[tool].label,
});

type DirectActionSpec = (typeof DIRECT_ACTIONS)[number];

const requirement = (spec: DirectActionSpec): Capability | null =>
  'requires' in spec ? spec.requires : null;

/**
 * Every tool this Bazarr has, in Bazarr's menu order (Sync, the mods, the tools with options), in groups a menu
 * separates: the Select Action menu, a subtitle chip's menu and a movie subtitle row's menu all list these.
 * Usage: `toolMenuGroups(useBackend())`.
 */
export function toolMenuGroups(backend: Capabilities): readonly (readonly ToolMenuEntry[])[] {
  const direct = DIRECT_ACTIONS.filter((spec) => {
    const needed = requirement(spec);
    return needed === null || backend[needed];
  });
  return [
    [formEntry('sync')],
    direct.map(({ action, label }) => ({ kind: 'direct' as const, action, label })),
    (['color', 'frameRate', 'timeOffset', 'translate'] as const).map(formEntry),
  ];
}

export function colorAction(color: string): string {
  return `color(name=${color})`;
}

export function frameRateAction(from: number, to: number): string {
  return `change_FPS(from=${from},to=${to})`;
}

export interface TimeOffset {
  hour: number;
  min: number;
  sec: number;
  ms: number;
  /** Shift earlier instead of later: every part is sent negative. */
  negative: boolean;
}

export function timeOffsetAction({ hour, min, sec, ms, negative }: TimeOffset): string {
  // `0 || 0` keeps '-0' out of the text when a part is zero.
  const sign = (value: number) => (negative ? -value : value) || 0;
  return `shift_offset(h=${sign(hour)},m=${sign(min)},s=${sign(sec)},ms=${sign(ms)})`;
}
