import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BrowserTestEnvironment from './environment';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

/** Where the release test file finds the packed release: the folder holding the archive and its unpacked copy. */
export interface PackedRelease {
  work: string;
  /** The archive unpacked where Bazarr keeps its UI. */
  frontendBuild: string;
}

declare global {
  var __packedRelease: PackedRelease | undefined;
}

/**
 * The browser test environment with the release packed (from the build/ the run made) and unpacked with the
 * system's unzip, as a user would: packing takes a while on busy cores and counts against no test's time limit.
 * A test file asks for it with `@jest-environment ./__tests__/e2e/support/packageEnvironment.ts`.
 */
export default class PackageTestEnvironment extends BrowserTestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const work = mkdtempSync(path.join(os.tmpdir(), 'subtitle-desk-release-'));
    await run('npm', ['run', 'package', '--silent', '--', '--reuse-build', '--out', work], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const frontendBuild = path.join(work, 'bazarr/frontend/build');
    mkdirSync(frontendBuild, { recursive: true });
    await run('unzip', ['-q', path.join(work, `subtitle-desk-${version}.zip`), '-d', frontendBuild]);
    this.global.__packedRelease = { work, frontendBuild };
  }
}
