import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The page errors seen during a bench, as one block of the printout (nothing when there were none). */
export function logPageErrors(log: (line: string) => void, seen: readonly string[]): string[] {
  const errors = [...new Set(seen)];
  if (errors.length > 0)
    log(`\nPage errors during the bench:\n${errors.map((e) => `  ${e}`).join('\n')}`);
  return errors;
}

/** Writes a run's result as `<prefix>-<date>.json` and as `<latest>` in `dir`; returns the dated file's path. */
export function writeResult(
  dir: string,
  prefix: string,
  latest: string,
  result: { date: string },
): string {
  const text = `${JSON.stringify(result, null, 2)}\n`;
  const file = path.join(dir, `${prefix}-${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, text);
  writeFileSync(path.join(dir, latest), text);
  return file;
}
