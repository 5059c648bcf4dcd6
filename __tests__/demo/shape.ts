/** Describes how two JSON values differ in shape: keys (recursively, on first array items) and types. */
export function shapeDifferences(expected: unknown, actual: unknown, path = '$'): string[] {
  // null stands for 'nullable': either side may be null where the other has a value.
  if (expected === null || actual === null) return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${typeof actual}`];
    if (expected.length === 0 || actual.length === 0) return [];
    return shapeDifferences(expected[0], actual[0], `${path}[0]`);
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected an object`];
    const want = expected as Record<string, unknown>;
    const have = actual as Record<string, unknown>;
    const missing = Object.keys(want)
      .filter((key) => !(key in have))
      .map((key) => `${path}.${key}: missing`);
    const extra = Object.keys(have)
      .filter((key) => !(key in want))
      .map((key) => `${path}.${key}: unexpected`);
    const nested = Object.keys(want)
      .filter((key) => key in have)
      .flatMap((key) => shapeDifferences(want[key], have[key], `${path}.${key}`));
    return [...missing, ...extra, ...nested];
  }
  return typeof expected === typeof actual
    ? []
    : [`${path}: expected ${typeof expected}, got ${typeof actual}`];
}
