import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import webpack, { type Configuration } from 'webpack';
import makeConfig from '../webpack.config';
import { SIDECAR_FILE, sidecarConfig } from './sidecarWebpack';
import { writeZip, type ZipEntry } from './zip';

/**
 * `npm run package [-- --out <dir>] [-- --reuse-build]`: the release archive. A production build without source
 * maps plus VERSION and the sidecar server, as subtitle-desk-<version>.zip (files at its root: unpack it as
 * Bazarr's frontend/build) with a sha256sum-style checksum file beside it, and the unpacked folder.
 * --reuse-build takes build/ as it is (the browser tests build it just before) minus its source maps.
 */
const ROOT = path.resolve(__dirname, '..');

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors())
        reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true })));
      else resolve();
    });
  });
}

/** Copies build/ without *.map files and without the comments that point to them. */
function copyWithoutMaps(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (source) => !source.endsWith('.map') });
  for (const file of listFiles(to)) {
    if (!/\.(m?js|css)$/.test(file)) continue;
    const full = path.join(to, file);
    const text = readFileSync(full, 'utf8');
    const stripped = text.replace(
      /\n?(\/\/# sourceMappingURL=\S+|\/\*# sourceMappingURL=\S+ \*\/)\s*$/,
      '\n',
    );
    if (stripped !== text) writeFileSync(full, stripped);
  }
}

/** Every file below dir, as sorted relative paths with forward slashes. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
    });
}

/** The last commit's time, so that the same sources give the same archive; now outside a git checkout. */
function sourceDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch) return new Date(Number(epoch) * 1000);
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return new Date(Number(seconds.trim()) * 1000);
  } catch {
    return new Date();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'reuse-build': { type: 'boolean' } },
    strict: true,
  });
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const name = `subtitle-desk-${version}`;
  const outDir = path.resolve(ROOT, values.out ?? 'release');
  const staging = path.join(outDir, name);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });

  const started = Date.now();
  if (values['reuse-build']) {
    const build = path.join(ROOT, 'build');
    if (!existsSync(path.join(build, 'index.html')))
      throw new Error('No build/index.html: run npm run build first');
    copyWithoutMaps(build, staging);
  } else {
    const app = makeConfig({}, { mode: 'production' });
    await compile({
      ...app,
      devtool: false,
      output: { ...app.output, path: staging, clean: true },
    });
  }
  await compile(sidecarConfig(ROOT, staging));
  writeFileSync(path.join(staging, 'VERSION'), `${version}\n`);
  // The GPL travels with the program. Bazarr serves only assets/, images/ and its PWA files: neither this nor the
  // server file is ever on the web.
  cpSync(path.join(ROOT, 'LICENSE'), path.join(staging, 'LICENSE'));

  const files = listFiles(staging);
  const maps = files.filter((file) => file.endsWith('.map'));
  if (maps.length > 0) throw new Error(`Source maps in the release: ${maps.join(', ')}`);
  for (const required of ['index.html', 'VERSION', 'LICENSE', SIDECAR_FILE, 'sw.js'])
    if (!files.includes(required)) throw new Error(`${required} is missing from the release`);

  const entries: ZipEntry[] = files.map((file) => ({
    name: file,
    data: readFileSync(path.join(staging, file)),
  }));
  const zip = writeZip(entries, sourceDate());
  const zipName = `${name}.zip`;
  writeFileSync(path.join(outDir, zipName), zip);
  const digest = createHash('sha256').update(zip).digest('hex');
  // The format of sha256sum, so that `sha256sum -c subtitle-desk-<version>.zip.sha256` checks it.
  writeFileSync(path.join(outDir, `${zipName}.sha256`), `${digest}  ${zipName}\n`);

  const relative = path.relative(process.cwd(), outDir) || '.';
  console.log(
    `${relative}/${zipName}: ${files.length} files, ${(zip.length / 1024).toFixed(0)} KB, sha256 ${digest} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  console.log(`Unpacked in ${relative}/${name}/. Install: see README, 'Install'.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
