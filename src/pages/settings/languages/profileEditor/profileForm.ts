import { z } from 'zod/mini';
import {
  ANY_LANGUAGE_CUTOFF,
  type LanguageProfile,
  type ProfileItem,
} from '../../../../api/schemas/languages';
import type { PythonBool } from '../../../../api/schemas/common';
import type { SelectorOption } from '../../../../components';

const pythonBool = z.enum(['True', 'False']);

const itemSchema = z.object({
  id: z.number(),
  language: z.string(),
  hi: pythonBool,
  forced: pythonBool,
  audio_exclude: pythonBool,
  audio_only_include: pythonBool,
});

export const TAG_MESSAGE =
  'Only lowercase alphanumeric characters, underscores (_) and hyphens (-) are allowed';

/** A profile Tag as typed: lower-cased, spaces as underscores (what is left is then checked). */
export const normalizeProfileTag = (typed: string) => typed.toLowerCase().replace(/\s/g, '_');

/** docs/behaviour.md §5 (and Bazarr's Tag rule): the rules of the profile editor, with their exact messages. */
export const profileFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Must have a name')),
  tag: z.string().check(z.regex(/^[a-z0-9_-]*$/, TAG_MESSAGE)),
  items: z.array(itemSchema).check(z.minLength(1, 'Must contain at lease 1 language')),
  cutoff: z.nullable(z.number()),
  mustContain: z.array(z.string()),
  mustNotContain: z.array(z.string()),
  originalFormat: z.boolean(),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** docs/behaviour.md §9: the subtitle types of a profile item. */
export type SubtitleType = 'normal' | 'hi' | 'forced';

export const SUBTITLE_TYPE_OPTIONS: readonly SelectorOption<SubtitleType>[] = [
  { value: 'normal', label: 'Normal or hearing-impaired' },
  { value: 'hi', label: 'Hearing-impaired required' },
  { value: 'forced', label: 'Forced (foreign part only)' },
];

/** docs/behaviour.md §4: forced 'True' is forced; else hi 'True' is hi; otherwise normal. */
export function subtitleTypeOf(item: Pick<ProfileItem, 'hi' | 'forced'>): SubtitleType {
  if (item.forced === 'True') return 'forced';
  if (item.hi === 'True') return 'hi';
  return 'normal';
}

/** docs/behaviour.md §4: choosing a type sets both flags. */
export function withSubtitleType<T extends ProfileItem>(item: T, type: SubtitleType): T {
  const flag = (on: boolean): PythonBool => (on ? 'True' : 'False');
  return { ...item, hi: flag(type === 'hi'), forced: flag(type === 'forced') };
}

/** Bazarr 1.5.3+: when an item is searched, by the audio tracks of the video ('Search only when...'). */
export type AudioRule = 'always' | 'audioMatches' | 'noAudioMatches';

export const AUDIO_RULE_OPTIONS: readonly SelectorOption<AudioRule>[] = [
  { value: 'always', label: 'Always' },
  { value: 'audioMatches', label: 'audio track matches' },
  { value: 'noAudioMatches', label: 'no audio track matches' },
];

/** `audio_only_include` 'True' searches only when an audio track matches; `audio_exclude` 'True' only when none does. */
export function audioRuleOf(
  item: Pick<ProfileItem, 'audio_exclude' | 'audio_only_include'>,
): AudioRule {
  if (item.audio_only_include === 'True') return 'audioMatches';
  if (item.audio_exclude === 'True') return 'noAudioMatches';
  return 'always';
}

/** Sets both flags, so that at most one of them is 'True' (Bazarr reads them in that order). */
export function withAudioRule<T extends ProfileItem>(item: T, rule: AudioRule): T {
  const flag = (on: boolean): PythonBool => (on ? 'True' : 'False');
  return {
    ...item,
    audio_only_include: flag(rule === 'audioMatches'),
    audio_exclude: flag(rule === 'noAudioMatches'),
  };
}

/** docs/behaviour.md §3: a new item's id is the highest id + 1. */
export function newItem(items: readonly ProfileItem[], language: string): ProfileItem {
  const id = items.reduce((highest, item) => Math.max(highest, item.id), 0) + 1;
  return {
    id,
    language,
    hi: 'False',
    forced: 'False',
    audio_exclude: 'False',
    audio_only_include: 'False',
  };
}

/** docs/behaviour.md §3: a new profile's id is the highest existing id + 1. */
export function newProfile(profiles: readonly LanguageProfile[]): LanguageProfile {
  const profileId =
    profiles.reduce((highest, profile) => Math.max(highest, profile.profileId), 0) + 1;
  return {
    profileId,
    name: '',
    items: [],
    cutoff: null,
    mustContain: [],
    mustNotContain: [],
    originalFormat: false,
    tag: null,
  };
}

/** docs/behaviour.md §4: the items the cutoff points at (all of them with 'Any') are preferred. */
export function isCutoffItem(cutoff: number | null, item: Pick<ProfileItem, 'id'>): boolean {
  return cutoff === ANY_LANGUAGE_CUTOFF || (cutoff !== null && cutoff === item.id);
}

/** 'en', 'en:hi', 'en:forced': how an item is named in the cutoff list. */
export function itemLabel(item: ProfileItem): string {
  const type = subtitleTypeOf(item);
  return type === 'normal' ? item.language : `${item.language}:${type}`;
}

/** The cutoff choices: each item, then 'Any'. */
export function cutoffOptions(items: readonly ProfileItem[]): SelectorOption<number>[] {
  return [
    ...items.map((item) => ({ value: item.id, label: `${item.id}: ${itemLabel(item)}` })),
    { value: ANY_LANGUAGE_CUTOFF, label: 'Any' },
  ];
}

export const HIGHLIGHT_TEXT = 'Ignore others if this one is available';
