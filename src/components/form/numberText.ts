/**
 * What a number input holds: the number typed, 0 when emptied (docs/behaviour.md §5), or the text itself when it is not a
 * number ('-', '1-2', pasted words), kept so that a form can say so instead of saving something else.
 */
export type NumberEntry = number | string;

// Plain decimal notation only: Number() would also take '1e5', '0x10', 'Infinity' and ' 12 '.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The entry a text stands for. */
export function entryOf(text: string): NumberEntry {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return DECIMAL.test(trimmed) ? Number(trimmed) : text;
}

/** The number a value stands for (a number, or a text in plain decimal notation), else null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

/** The text showing a value: a number in digits, a text as it is, anything else empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}
