import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/**
 * Browser tests run against the production bundle: build it when it is missing or older than the sources or the
 * build's own code (webpack.config.ts and its plugins in scripts/).
 */
export default function globalSetup(): void {
  const index = path.join(root, 'build/index.html');
  const stale =
    !existsSync(index) ||
    statSync(index).mtimeMs <
      Math.max(
        ...['src', 'static', 'scripts'].map((dir) => newestMtime(path.join(root, dir))),
        statSync(path.join(root, 'webpack.config.ts')).mtimeMs,
      );
  if (stale) execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}
