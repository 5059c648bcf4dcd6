import type { Subtitle } from '../../api/schemas/common';
import type { LanguageProfile } from '../../api/schemas/languages';
import type { SubtitleTarget } from '../subtitles/queuedActions/subtitleTarget';
import {
  filesDuplicatingEmbedded,
  filesNotInProfile,
  filesWithUnwantedHi,
  type SubtitleFile,
} from './cleanupRules';
import { subtitleType } from '../../domain/bazarrRules';

/** One episode or movie to clean up: its subtitles and its language profile (undefined: none). */
export interface CleanupItem {
  target: SubtitleTarget;
  subtitles: readonly Subtitle[];
  profile: LanguageProfile | undefined;
}

export type CleanupRuleId = 'notInProfile' | 'duplicatesEmbedded' | 'unwantedHi';

interface CleanupRule {
  id: CleanupRuleId;
  /** The rule's checkbox in the preview. */
  label: string;
  select: (item: CleanupItem) => SubtitleFile[];
  /** Why a file is selected, for the preview's 'Why' column. */
  reason: (file: SubtitleFile, item: CleanupItem) => string;
}

const TYPE_NAMES = { forced: 'forced', hi: 'HI', normal: 'normal' } as const;

/** The rules in the order the preview offers them. */
export const CLEANUP_RULES: readonly CleanupRule[] = [
  {
    id: 'notInProfile',
    label: 'Languages not in the profile',
    select: ({ subtitles, profile }) => filesNotInProfile(subtitles, profile),
    reason: (_file, { profile }) => `Language not in the profile ${profile?.name ?? ''}`.trim(),
  },
  {
    id: 'duplicatesEmbedded',
    label: 'Files that duplicate an embedded track',
    select: ({ subtitles }) => filesDuplicatingEmbedded(subtitles),
    reason: (file) => `Duplicates the embedded ${TYPE_NAMES[subtitleType(file)]} track`,
  },
  {
    id: 'unwantedHi',
    label: 'HI or normal against the profile',
    select: ({ subtitles, profile }) => filesWithUnwantedHi(subtitles, profile),
    reason: (file) =>
      subtitleType(file) === 'hi' ? 'HI, the profile wants normal' : 'Normal, the profile wants HI',
  },
];

export const ALL_RULES: ReadonlySet<CleanupRuleId> = new Set(CLEANUP_RULES.map((rule) => rule.id));

/** A file the clean-up would delete, with the reasons of every rule that selected it. */
export interface CleanupCandidate {
  target: SubtitleTarget;
  file: SubtitleFile;
  reasons: string[];
}

/** The files the chosen rules select over the items, each once, in the order of the items. */
export function selectCleanup(
  items: readonly CleanupItem[],
  rules: ReadonlySet<CleanupRuleId>,
): CleanupCandidate[] {
  const active = CLEANUP_RULES.filter((rule) => rules.has(rule.id));
  const candidates: CleanupCandidate[] = [];
  for (const item of items) {
    const byPath = new Map<string, CleanupCandidate>();
    for (const rule of active) {
      for (const file of rule.select(item)) {
        const reason = rule.reason(file, item);
        const known = byPath.get(file.path);
        if (known) known.reasons.push(reason);
        else byPath.set(file.path, { target: item.target, file, reasons: [reason] });
      }
    }
    candidates.push(...byPath.values());
  }
  return candidates;
}
