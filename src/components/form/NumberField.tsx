import { NumberInput } from '@chakra-ui/react';
import { useState } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell';

export interface NumberFieldProps extends FieldChrome {
  value: number;
  /** Called with 0 when the input is emptied (SPEC §5). */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the decimal point; 0 for whole numbers. */
  decimals?: number;
  placeholder?: string;
  name?: string;
  /** 'sm' lines it up with a Selector in a row of filters; 'md' by default. */
  size?: 'sm' | 'md';
}

/** A labelled number input with stepper buttons. Usage: `<NumberField label="Port" value={port} onChange={setPort} min={1} />`. */
export function NumberField({
  value,
  onChange,
  min,
  max,
  step = 1,
  decimals,
  placeholder,
  name,
  size,
  ...chrome
}: NumberFieldProps) {
  // The text being typed ('' or '1.') may not be a number yet; keep it until the value changes from outside.
  const [draft, setDraft] = useState({ text: String(value), value });
  if (draft.value !== value) setDraft({ text: String(value), value });

  return (
    <FieldShell {...chrome}>
      <NumberInput.Root
        value={draft.text}
        onValueChange={(details) => {
          const next = Number.isNaN(details.valueAsNumber) ? 0 : details.valueAsNumber;
          setDraft({ text: details.value, value: next });
          onChange(next);
        }}
        min={min}
        max={max}
        step={step}
        // No thousands separators: these are ports, seconds, scores.
        formatOptions={{ useGrouping: false, maximumFractionDigits: decimals }}
        name={name}
        size={size}
        width="full"
      >
        <NumberInput.Control />
        <NumberInput.Input placeholder={placeholder} />
      </NumberInput.Root>
    </FieldShell>
  );
}
