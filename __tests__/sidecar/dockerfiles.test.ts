/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SIDECAR_FILE } from '../../scripts/sidecarWebpack';
import { DEFAULT_PORT, parseSidecarArgs } from '../../src/sidecar/args';

/**
 * The Docker files, checked without Docker (none on the development machine): what they copy exists,
 * what they run is this project's, and where they put the bundle is where the images serve it. That the release
 * folder they take holds the whole bundle and runs as a sidecar: __tests__/e2e/package.e2e.ts.
 */
const ROOT = path.resolve(__dirname, '../..');

interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions: comments dropped, continued lines joined. */
function instructions(file: string): Instruction[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of the last stage (after the last FROM). */
function finalStage(all: Instruction[]): Instruction[] {
  const from = all.map((instruction) => instruction.keyword).lastIndexOf('FROM');
  return all.slice(from);
}

const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));
const { version, scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  scripts: Record<string, string>;
};

describe.each(['docker/sidecar/Dockerfile', 'docker/mod/Dockerfile'])('%s', (file) => {
  const all = instructions(file);

  it('copies from the checkout only files that exist and that .dockerignore lets through', () => {
    const sources = all
      .filter(({ keyword, args }) => keyword === 'COPY' && !args.startsWith('--from'))
      .flatMap(({ args }) => args.split(/\s+/).slice(0, -1));
    expect(sources).toEqual(['package.json', 'package-lock.json', '.']);
    for (const source of sources) {
      expect([source, existsSync(path.join(ROOT, source))]).toEqual([source, true]);
      expect(ignored).not.toContain(source);
    }
    // The host's dependencies and build never go in: the image installs and builds its own.
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'build', 'release']));
  });

  it('builds the release folder as `npm run package` makes it, and takes that folder', () => {
    const runs = all.filter(({ keyword }) => keyword === 'RUN').map(({ args }) => args);
    expect(runs[0]).toBe('npm ci --no-audit --no-fund');
    expect(runs[1]).toContain('npm run package -- --out /release');
    expect(scripts.package).toBe('tsx scripts/package.ts');
    // scripts/package.ts unpacks the archive into <out>/subtitle-desk-<version>/.
    expect(readFileSync(path.join(ROOT, 'scripts/package.ts'), 'utf8')).toContain(
      'const name = `subtitle-desk-${version}`;',
    );
    expect(runs[1]).toContain(
      `mv "/release/subtitle-desk-$(node -p "require('./package.json').version")" /bundle`,
    );
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('the sidecar image', () => {
  const stage = finalStage(instructions('docker/sidecar/Dockerfile'));
  const one = (keyword: string) => stage.find((instruction) => instruction.keyword === keyword);

  it('runs the server file of the release folder with Node, as a non-root user', () => {
    expect(one('FROM')?.args).toMatch(/^node:2\d-alpine$/);
    expect(one('WORKDIR')?.args).toBe('/srv/subtitle-desk');
    expect(one('COPY')?.args).toBe('--from=build /bundle/ ./');
    expect(JSON.parse(one('ENTRYPOINT')?.args ?? '[]')).toEqual([
      'node',
      `/srv/subtitle-desk/${SIDECAR_FILE}`,
    ]);
    expect(one('USER')?.args).toBe('node');
  });

  it('listens on every interface on the port it exposes, and takes the key from the environment', () => {
    const command = JSON.parse(one('CMD')?.args ?? '[]') as string[];
    expect(one('EXPOSE')?.args).toBe(String(DEFAULT_PORT));
    const [name = '', value = ''] = (one('ENV')?.args ?? '').split('=');
    // As `docker run -e BAZARR_API_KEY ...` would start it: no key on the command line.
    const parsed = parseSidecarArgs(command, { [name]: value, BAZARR_API_KEY: 'key' });
    expect(parsed).toMatchObject({
      kind: 'run',
      options: { host: '0.0.0.0', port: DEFAULT_PORT, apiKey: 'key' },
    });
    if (parsed.kind === 'run') expect(parsed.options.bazarrUrl.href).toBe('http://bazarr:6767/');
    expect(command.join(' ')).not.toMatch(/api-key/);
  });
});

describe('the linuxserver Docker mod', () => {
  const stage = finalStage(instructions('docker/mod/Dockerfile'));

  it("is the bundle alone, where linuxserver/bazarr's Bazarr serves its UI", () => {
    expect(stage).toEqual([
      { keyword: 'FROM', args: 'scratch' },
      { keyword: 'COPY', args: '--from=build /bundle/ /app/bazarr/bin/frontend/build/' },
    ]);
    // The same folder the README mounts over for linuxserver/bazarr.
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain(
      ':/app/bazarr/bin/frontend/build:ro',
    );
  });
});

describe('the README', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it('documents both images with their compose lines, and what was not tried', () => {
    expect(readme).toContain('dockerfile: docker/sidecar/Dockerfile');
    expect(readme).toContain('DOCKER_MODS=');
    expect(readme).toContain('docker build -f docker/mod/Dockerfile --output type=local');
    expect(readme).toMatch(/not been (built|run|tried)[^.]*Docker/);
  });
});
