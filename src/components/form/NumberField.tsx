import { Input, useFieldContext, type InputProps } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell';
import { entryOf, textOf, type NumberEntry } from './numberText';

export interface NumberFieldProps extends FieldChrome {
  /** The value; a text (what was typed when it is not a number, see `onInvalidText`) shows as it is. */
  value: NumberEntry;
  /** Called with the number typed, 0 when the input is emptied (docs/behaviour.md §5). */
  onChange: (value: number) => void;
  /** Called with the text typed when it is not a number; without it, such text changes nothing but the input. */
  onInvalidText?: (text: string) => void;
  /** Arrow keys step within min and max; typing is never limited (the form says what is wrong). */
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the decimal point; 0 for whole numbers (a numeric keyboard on phones). */
  decimals?: number;
  placeholder?: string;
  name?: string;
  /** 'sm' lines it up with a Selector in a row of filters; 'md' by default. */
  size?: 'sm' | 'md';
}

const sameEntry = (a: NumberEntry, b: NumberEntry) => Object.is(a, b);

/**
 * The input, described by its message while invalid: Chakra's Field links the message with aria-errormessage
 * only, which many screen readers do not read.
 */
function DescribedInput(props: InputProps) {
  const field = useFieldContext();
  const describedBy = [
    field?.invalid ? field.ids.errorText : undefined,
    field?.ariaDescribedby,
  ].filter((id) => id !== undefined);
  return (
    <Input
      {...props}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    />
  );
}

/**
 * A labelled number input that never rewrites what is typed: no clamping, rounding or formatting on blur.
 * The text stays as typed until the value changes from outside (a reset, a cleared filter).
 * Usage: `<NumberField label="Port" value={port} onChange={setPort} />`.
 */
export function NumberField({
  value,
  onChange,
  onInvalidText,
  min,
  max,
  step = 1,
  decimals,
  placeholder,
  name,
  size,
  ...chrome
}: NumberFieldProps) {
  // `seen` is the value this text was last in step with: only a different value from outside replaces the text.
  const [draft, setDraft] = useState(() => ({ text: textOf(value), seen: value }));
  if (!sameEntry(draft.seen, value)) {
    const inStep = sameEntry(entryOf(draft.text), value);
    setDraft({ text: inStep ? draft.text : textOf(value), seen: value });
  }

  function change(text: string) {
    const entry = entryOf(text);
    if (typeof entry === 'number') {
      setDraft({ text, seen: entry });
      onChange(entry);
    } else if (onInvalidText) {
      setDraft({ text, seen: entry });
      onInvalidText(text);
    } else {
      setDraft({ text, seen: value });
    }
  }

  function stepBy(event: KeyboardEvent<HTMLInputElement>, direction: 1 | -1) {
    event.preventDefault();
    const current = entryOf(draft.text);
    const base = typeof current === 'number' ? current : 0;
    const factor = 10 ** (decimals ?? 2);
    const next = Math.round((base + direction * step) * factor) / factor;
    // A step never leaves the range; what was typed outside it stays until the user changes it.
    if ((max !== undefined && next > max) || (min !== undefined && next < min)) return;
    change(String(next));
  }

  const current = entryOf(draft.text);
  return (
    <FieldShell {...chrome}>
      <DescribedInput
        // A text input: the browser's number input would hide what is not a number from the page.
        type="text"
        role="spinbutton"
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        aria-valuenow={typeof current === 'number' ? current : undefined}
        aria-valuetext={draft.text === '' ? undefined : draft.text}
        aria-valuemin={min}
        aria-valuemax={max}
        name={name}
        value={draft.text}
        placeholder={placeholder}
        size={size}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') stepBy(event, 1);
          else if (event.key === 'ArrowDown') stepBy(event, -1);
        }}
      />
    </FieldShell>
  );
}
