import type { SelectorOption } from '../../../components';
import { COLOR_OPTIONS } from '../../../features/tools/colors';

/** docs/behaviour.md §9: where subtitles are written; a custom folder is asked for unless 'current'. */
export const FOLDER_OPTIONS: SelectorOption<string>[] = [
  { value: 'current', label: 'AlongSide Media File' },
  { value: 'relative', label: 'Relative Path to Media File' },
  { value: 'absolute', label: 'Absolute Path' },
];

export const HI_EXTENSION_OPTIONS: SelectorOption<string>[] = [
  { value: 'hi', label: '.hi (Hearing-Impaired)' },
  { value: 'sdh', label: '.sdh (Subtitles for the Deaf or Hard-of-Hearing)' },
  { value: 'cc', label: '.cc (Closed Captioned)' },
];

const weeks = (count: number) => ({
  value: `${count}w`,
  label: count === 1 ? '1 week' : `${count} weeks`,
});
const ONE_TO_FOUR_WEEKS = [1, 2, 3, 4].map(weeks);

/** docs/behaviour.md §9: adaptive search delay 1 to 4 weeks (default 3w). */
export const ADAPTIVE_DELAY_OPTIONS: SelectorOption<string>[] = ONE_TO_FOUR_WEEKS;
export const DEFAULT_ADAPTIVE_DELAY = '3w';
/** docs/behaviour.md §9: delta 3 days or 1 to 4 weeks (default 1w). */
export const ADAPTIVE_DELTA_OPTIONS: SelectorOption<string>[] = [
  { value: '3d', label: '3 days' },
  ...ONE_TO_FOUR_WEEKS,
];
export const DEFAULT_ADAPTIVE_DELTA = '1w';

/** docs/behaviour.md §9: ffprobe (default) or mediainfo. */
export const EMBEDDED_PARSER_OPTIONS: SelectorOption<string>[] = [
  { value: 'ffprobe', label: 'ffprobe (faster)' },
  {
    value: 'mediainfo',
    label: 'mediainfo (slower but may give better results; must be installed)',
  },
];
export const DEFAULT_EMBEDDED_PARSER = 'ffprobe';

/** Largest offset, in seconds, the synchronisation may apply. */
export const MAX_OFFSET_OPTIONS: SelectorOption<number>[] = [60, 120, 300, 600].map((seconds) => ({
  value: seconds,
  label: `${seconds} seconds`,
}));

/** docs/behaviour.md §9: the 16 colours of the colour modification, as Bazarr's `color(name=...)` mods. */
export const COLOUR_OPTIONS: SelectorOption<string>[] = COLOR_OPTIONS.map(({ value, label }) => ({
  value: `color(name=${value})`,
  label,
}));
