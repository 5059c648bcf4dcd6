/** docs/behaviour.md §9: the 16 colours the colour tool offers, as the subtitle mod names them. */
export const COLOR_VALUES = [
  'white',
  'light-gray',
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'black',
  'dark-red',
  'dark-green',
  'dark-yellow',
  'dark-blue',
  'dark-magenta',
  'dark-cyan',
  'dark-grey',
] as const;

export type ColorName = (typeof COLOR_VALUES)[number];

/** 'dark-magenta' -> 'Dark Magenta'. */
function colorLabel(value: string): string {
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const COLOR_OPTIONS: { value: ColorName; label: string }[] = COLOR_VALUES.map((value) => ({
  value,
  label: colorLabel(value),
}));
