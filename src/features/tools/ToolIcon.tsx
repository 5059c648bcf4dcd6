import {
  ArrowRightLeft,
  AudioWaveform,
  CaseLower,
  Clock,
  CodeXml,
  EarOff,
  Film,
  Languages,
  Palette,
  ScanText,
  Smile,
  Wand,
  type LucideIcon,
} from 'lucide-react';
import type { DirectAction, FormTool, ToolMenuEntry } from '../../api/subtitleToolActions';

// One icon per tool, so that a long menu of tools reads at a glance (as in Bazarr's menu).
const FORM_TOOL_ICONS: Record<FormTool, LucideIcon> = {
  sync: AudioWaveform,
  color: Palette,
  frameRate: Film,
  timeOffset: Clock,
  translate: Languages,
};

const DIRECT_ACTION_ICONS: Record<DirectAction, LucideIcon> = {
  remove_HI: EarOff,
  remove_tags: CodeXml,
  emoji: Smile,
  OCR_fixes: ScanText,
  common: Wand,
  fix_uppercase: CaseLower,
  reverse_rtl: ArrowRightLeft,
};

/** The icon of a tool's menu entry. */
export function ToolIcon({ entry }: { entry: ToolMenuEntry }) {
  const Icon =
    entry.kind === 'form' ? FORM_TOOL_ICONS[entry.tool] : DIRECT_ACTION_ICONS[entry.action];
  return <Icon />;
}
