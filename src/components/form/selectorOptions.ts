import type { ReactNode } from 'react';
import type { FieldChrome } from './FieldShell';

/** One choice of a Selector. */
export interface SelectorOption<T> {
  value: T;
  /** The text: typeahead and the accessible name; shown isolated (`<bdi>`) unless `display` is given. */
  label: string;
  /** What the list and the field show instead of the label, e.g. with server text in `<bdi>`. */
  display?: ReactNode;
  /**
   * What a SearchableSelector's text field shows once the option is chosen, when the label holds server text that
   * must be isolated there by Unicode isolates (U+2068 … U+2069), as `display` does with `<bdi>`.
   */
  fieldText?: string;
  disabled?: boolean;
}

/** A choice with the string key the select list works with. */
export interface KeyedOption<T> extends SelectorOption<T> {
  key: string;
}

/** Where a Selector's choices come from: labelled options, or bare values with a label builder. */
export type SelectorSource<T> =
  | { options: readonly SelectorOption<T>[]; values?: never; getLabel?: never }
  | { values: readonly T[]; getLabel: (value: T) => string; options?: never };

/**
 * The key of a value: `getKey` if given, the value itself for strings and numbers, else its label from the
 * label builder. docs/behaviour.md §5, every other value without a label builder is a programming error.
 */
export function optionKey<T>(
  value: T,
  getKey?: (value: T) => string,
  getLabel?: (value: T) => string,
): string {
  if (getKey) return getKey(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (getLabel) return getLabel(value);
  throw new Error(
    `Selector: option value ${JSON.stringify(value)} (${typeof value}) is neither a string nor a number; ` +
      'pass getKey or build the options from values with getLabel.',
  );
}

/** The choices with their keys, from either source (a source is one of the SelectorSource shapes). */
export function keyedOptions<T>(
  source: {
    options?: readonly SelectorOption<T>[];
    values?: readonly T[];
    getLabel?: (value: T) => string;
  },
  getKey?: (value: T) => string,
): KeyedOption<T>[] {
  const { values, getLabel } = source;
  if (values) {
    return values.map((value) => {
      const key = optionKey(value, getKey, getLabel);
      return { value, label: getLabel ? getLabel(value) : key, key };
    });
  }
  return (source.options ?? []).map((option) => ({
    ...option,
    key: optionKey(option.value, getKey),
  }));
}

interface SingleValue<T> {
  multiple?: false;
  value: T | null;
  onChange: (value: T | null) => void;
}

interface MultipleValues<T> {
  multiple: true;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

export type SelectorProps<T> = FieldChrome &
  SelectorSource<T> &
  (SingleValue<T> | MultipleValues<T>) & {
    /** Builds the key of a value that is not a string or number (else its label is used). */
    getKey?: (value: T) => string;
    placeholder?: string;
    /** Offers a button that empties the selection (onChange(null) or onChange([])). */
    clearable?: boolean;
    name?: string;
    /** Renders the option list only while it is open: for long lists (all languages). */
    lazy?: boolean;
  };
