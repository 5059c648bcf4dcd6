import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningScript {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `pattern` in stdout; rejects if the process ends before. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `tsx src/demo/server/start.ts ...args` (what `npm start` and `npm run dev` run) with extra environment variables. */
export function runStartScript(args: string[], env: Record<string, string>): RunningScript {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['src/demo/server/start.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    changed();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    changed();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => {
    ended = true;
    changed();
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForOutput(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(out);
          if (match) resolve(match);
          else if (ended) reject(new Error(`exited without ${pattern}:\n${out}\n${err}`));
          else return;
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
