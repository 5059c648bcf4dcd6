import { spawn } from 'node:child_process';

/**
 * `npm test`: the type check and Jest side by side (the type check takes one core for about a minute while Jest
 * starts its workers and the browser tests' build); arguments go to Jest. Fails when either fails; the type
 * check's errors are printed once it ends, so they do not interleave with Jest's report.
 */
function run(script: string, args: string[], inherit: boolean) {
  const child = spawn(process.execPath, [require.resolve(script), ...args], {
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, output })),
  );
}

async function main() {
  const started = Date.now();
  const typeCheck = run('typescript/bin/tsc', ['--noEmit', '-p', '.'], false).then((result) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    if (result.code === 0) console.log(`Type check passed in ${seconds} s.`);
    else console.error(`Type check FAILED in ${seconds} s:\n${result.output}`);
    return result.code;
  });
  const jest = run('jest/bin/jest', process.argv.slice(2), true).then((result) => result.code);
  const [typeCode, jestCode] = await Promise.all([typeCheck, jest]);
  process.exitCode = typeCode || jestCode;
}

void main();
