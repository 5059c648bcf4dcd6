import type { ReactNode } from 'react';

/** What every settings field takes: the key it edits, and its label and help text. */
export interface SettingFieldProps {
  /** `settings-{section}-{name}` (see ../keys.ts). */
  settingKey: string;
  label?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** A value shown as text: strings as they are, numbers as digits, anything else (null, absent) as ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A list of texts (chips); anything else is an empty list. */
export function asTexts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
