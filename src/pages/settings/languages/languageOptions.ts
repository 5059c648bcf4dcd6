import type { SelectorOption } from '../../../components';
import type { Language } from '../../../api/schemas/languages';

/**
 * Choices of a language cell: the enabled languages, plus the current one when it is not enabled (so a row keeps
 * showing what it holds). `key` picks the code the row stores (code2 for profiles, code3 for equals).
 */
export function languageOptions(
  enabled: readonly Language[],
  all: readonly Language[],
  key: 'code2' | 'code3',
  current: string | null,
): SelectorOption<string>[] {
  const options = enabled.map((language) => ({ value: language[key], label: language.name }));
  if (current !== null && !options.some((option) => option.value === current)) {
    const known = all.find((language) => language[key] === current);
    options.push({ value: current, label: known?.name ?? current });
  }
  return options;
}
