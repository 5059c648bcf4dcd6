import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ByteCount {
  files: number;
  raw: number;
  gzip: number;
}

export const NO_BYTES: ByteCount = { files: 0, raw: 0, gzip: 0 };

export function addBytes(a: ByteCount, b: ByteCount): ByteCount {
  return { files: a.files + b.files, raw: a.raw + b.raw, gzip: a.gzip + b.gzip };
}

/** One file's size as served, raw and gzip (zlib's default level 6, as web servers use). */
export function countBytes(content: Buffer): ByteCount {
  return { files: 1, raw: content.length, gzip: gzipSync(content).length };
}

/** JavaScript and CSS the browser runs; source maps and licence notes are never downloaded. */
export function isCodeAsset(file: string): boolean {
  return /\.(js|css)$/.test(file);
}

/** Every JavaScript and CSS chunk in `<dir>/assets`. */
export function assetTotals(dir: string): ByteCount {
  const assets = path.join(dir, 'assets');
  return readdirSync(assets)
    .filter(isCodeAsset)
    .map((file) => countBytes(readFileSync(path.join(assets, file))))
    .reduce(addBytes, NO_BYTES);
}

/**
 * `npm run build` into the bench's own folder, so that a build started meanwhile by someone else (into build/)
 * cannot swap the files under a running benchmark. Webpack's output is shown only when the build fails.
 */
export function buildBundle(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '--', '--output-path', outDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (exit ${code}):\n${output}`));
    });
  });
}
