import type { Capability } from '../../../api/backend/capabilities';
import type { SettingCodec, SettingCodecs } from '../../../features/settings-form';

/**
 * Bazarr's post-processing modifications live in one list, general.subzero_mods ('remove_HI',
 * 'color(name=white)'...), but are saved as one `subzero-{mod}` key each: a switch posts true or false, the
 * colour posts its mod ('' for none). The switches read their state from the stored list.
 */
const MODS_KEY = 'settings-general-subzero_mods';

/** The stored list (older Bazarr versions keep it as a comma-separated text). */
function storedMods(stored: unknown): string[] {
  if (typeof stored === 'string') return stored.split(',').filter((mod) => mod !== '');
  return Array.isArray(stored)
    ? stored.filter((mod): mod is string => typeof mod === 'string')
    : [];
}

export const subzeroKey = (mod: string) => `subzero-${mod}`;

const modSwitch = (mod: string): SettingCodec => ({
  from: MODS_KEY,
  read: (stored) => storedMods(stored).includes(mod),
  submit: (on) => on === true,
});

const colourCodec: SettingCodec = {
  from: MODS_KEY,
  read: (stored) => storedMods(stored).find((mod) => mod.startsWith('color')) ?? null,
  submit: (value) => (typeof value === 'string' ? value : ''),
};

interface SubzeroSwitch {
  mod: string;
  label: string;
  description: string;
  /** Offered only by the Bazarr versions with this capability. */
  requires?: Capability;
}

/** The switchable modifications, in the order shown, with what they do. */
export const SUBZERO_SWITCHES: readonly SubzeroSwitch[] = [
  {
    mod: 'remove_HI',
    label: 'Hearing Impaired',
    description:
      'Removes tags, text and characters from subtitles that are meant for hearing impaired people.',
  },
  {
    mod: 'remove_tags',
    label: 'Remove Tags',
    description:
      'Removes all possible style tags from the subtitle, such as font, bold, color etc.',
  },
  {
    mod: 'OCR_fixes',
    label: 'OCR Fixes',
    description:
      'Fix issues that happen when a subtitle gets converted from bitmap to text through OCR.',
  },
  {
    mod: 'common',
    label: 'Common Fixes',
    description: 'Fix common and whitespace/punctuation issues in subtitles.',
  },
  {
    mod: 'fix_uppercase',
    label: 'Fix Uppercase',
    description: 'Tries to make subtitles that are completely uppercase readable.',
  },
  {
    mod: 'reverse_rtl',
    label: 'Reverse RTL',
    description:
      'Reverses the punctuation in right-to-left subtitles for problematic playback devices.',
  },
  {
    mod: 'emoji',
    label: 'Remove Emoji',
    description: 'Removes emoji characters from subtitles.',
    requires: 'hasEmojiMod',
  },
];

export const SUBZERO_COLOUR_KEY = subzeroKey('color');

export const SUBZERO_CODECS: SettingCodecs = {
  ...Object.fromEntries(SUBZERO_SWITCHES.map(({ mod }) => [subzeroKey(mod), modSwitch(mod)])),
  [SUBZERO_COLOUR_KEY]: colourCodec,
};
