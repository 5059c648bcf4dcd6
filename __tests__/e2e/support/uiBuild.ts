import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  watch,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsFresh } from '../../../src/demo/server/ui';

/**
 * The production bundle the browser tests load, built beside the tests: the global set-up starts the build and
 * names a state file in the environment the test workers inherit; each browser test file waits for it
 * (support/environment.ts) before its own set-up starts, while the type check and the build keep both cores busy
 * and the unit test files run.
 */
const ROOT = path.resolve(__dirname, '../../..');
const STATE_VARIABLE = 'E2E_UI_BUILD_STATE';

/** Starts `npm run build` when build/ is stale; resolves when it has ended (the jest run waits for it). */
export function startUiBuild(): Promise<void> {
  // The rule `npm start` applies: a bundle it would build again would not be what its test expects.
  if (buildIsFresh(ROOT)) return Promise.resolve();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'subtitle-desk-build-'));
  const state = path.join(dir, 'state');
  const logFile = path.join(dir, 'build.log');
  process.env[STATE_VARIABLE] = state;
  const output = createWriteStream(logFile);
  const child = spawn('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(output, { end: false });
  child.stderr.pipe(output, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      output.end(() => {
        const log = readFileSync(logFile, 'utf8').slice(-4000);
        const ending =
          code === 0 ? 'ok' : `failed\nnpm run build ended with ${signal ?? code}:\n${log}`;
        // Written beside and renamed: a waiter that sees the file sees all of it.
        writeFileSync(`${state}.part`, ending);
        renameSync(`${state}.part`, state);
        resolve();
      });
    });
  });
}

function outcome(state: string): void {
  const text = readFileSync(state, 'utf8');
  if (text !== 'ok')
    throw new Error(`The production build for the browser tests failed:\n${text.slice(7)}`);
}

/** Resolves once the build the global set-up started has succeeded (at once when none was needed). */
export function uiBuilt(): Promise<void> {
  const state = process.env[STATE_VARIABLE];
  if (!state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (!existsSync(state)) return false;
      watcher.close();
      try {
        outcome(state);
        resolve();
      } catch (error) {
        reject(error as Error);
      }
      return true;
    };
    const watcher = watch(path.dirname(state), settle);
    settle();
  });
}
