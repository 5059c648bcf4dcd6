/**
 * What an editor's selector offers (docs/behaviour.md §4): the choices not enabled yet, plus the one being edited (its
 * selector is locked, but must still show it). Keeps the catalogue order.
 */
export function offeredChoices<T>(
  all: readonly T[],
  keyOf: (item: T) => string,
  enabled: readonly string[],
  editing: string | null,
): T[] {
  const taken = new Set(enabled);
  return all.filter((item) => {
    const key = keyOf(item);
    return key === editing || !taken.has(key);
  });
}
