/**
 * @jest-environment ./__tests__/e2e/support/packageEnvironment.ts
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { DEMO_CREDENTIALS } from '../../src/demo/core/backend';
import { newPage } from './support/browser';
import { startDemoServer, type StartedDemoServer } from './support/demoServer';
import { browserSuite } from './support/suite';

const ROOT = path.resolve(__dirname, '../..');
const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
};
const ZIP = `subtitle-desk-${version}.zip`;
const KEY = '0123456789abcdef0123456789abcdef';
// Packed and unpacked by the file's test environment, before any test's time limit runs.
const release = globalThis.__packedRelease;
if (!release) throw new Error('The test environment packed no release');
const WORK = release.work;
/** The archive unpacked where Bazarr keeps its UI. */
const FRONTEND_BUILD = release.frontendBuild;
const SERVER = path.join(FRONTEND_BUILD, 'subtitle-desk-server.mjs');

interface Sidecar {
  child: ChildProcess;
  /** Everything it printed, stdout and stderr, in order. */
  output: string[];
  waitForLine(pattern: RegExp): Promise<RegExpMatchArray>;
}

/** Runs the unpacked server file with Node, as a user would; resolves lines as they are printed. */
function startSidecar(
  args: string[],
  { server = SERVER, env }: { server?: string; env?: NodeJS.ProcessEnv } = {},
): Sidecar {
  const child = spawn(process.execPath, [server, '--host', '127.0.0.1', '--port', '0', ...args], {
    env: env ?? process.env,
  });
  const output: string[] = [];
  const waiters: { pattern: RegExp; resolve(match: RegExpMatchArray): void }[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      output.push(line);
      for (const waiter of [...waiters]) {
        const match = waiter.pattern.exec(line);
        if (match) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(match);
        }
      }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return {
    child,
    output,
    waitForLine(pattern) {
      const seen = output.map((line) => pattern.exec(line)).find(Boolean);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ pattern, resolve });
        child.once('exit', (code) =>
          reject(new Error(`Exited (${code}) before ${pattern}: ${output.join(' | ')}`)),
        );
      });
    },
  };
}

const running: Sidecar[] = [];

/** Starts the sidecar and waits until it listens: its address. */
async function sidecarFor(bazarrUrl: string, apiKey = KEY): Promise<{ url: string } & Sidecar> {
  const sidecar = startSidecar(['--bazarr-url', bazarrUrl, '--api-key', apiKey]);
  running.push(sidecar);
  const [, url = ''] = await sidecar.waitForLine(/listening on (http:\/\/127\.0\.0\.1:\d+\/)/);
  return { url, ...sidecar };
}

/** A port nothing listens on: one the system just gave and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** Resolves once a socket.io client of this Bazarr has moved from long-polling to its websocket. */
function upgradedToWebsocket(bazarr: StartedDemoServer): Promise<void> {
  const { io } = bazarr.server;
  const sockets = () => [...io.of('/').sockets.values()];
  if (sockets().some((socket) => socket.conn.transport.name === 'websocket'))
    return Promise.resolve();
  return new Promise((resolve) => {
    for (const socket of sockets()) socket.conn.once('upgrade', () => resolve());
    io.on('connection', (socket) => socket.conn.once('upgrade', () => resolve()));
  });
}

// One browser for the file; its demo server is Bazarr with the unpacked archive as frontend/build.
const suite = browserSuite({ uiDir: FRONTEND_BUILD, baseUrl: '/bazarr' });

afterAll(async () => {
  await Promise.all(
    running.map(({ child }) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          })
        : null,
    ),
  );
  rmSync(WORK, { recursive: true, force: true });
});

describe('the release archive', () => {
  it('holds the bundle without source maps, VERSION and the server at its root, with a matching checksum', () => {
    const files = execFileSync('unzip', ['-Z1', path.join(WORK, ZIP)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'sw.js',
        'VERSION',
        'LICENSE',
        'subtitle-desk-server.mjs',
      ]),
    );
    expect(files.some((file) => file.startsWith('assets/') && file.endsWith('.js'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = readdirSync(path.join(FRONTEND_BUILD, 'assets'));
    for (const file of scripts)
      expect(readFileSync(path.join(FRONTEND_BUILD, 'assets', file), 'utf8')).not.toContain(
        'sourceMappingURL',
      );
    expect(readFileSync(path.join(FRONTEND_BUILD, 'VERSION'), 'utf8')).toBe(`${version}\n`);

    const digest = createHash('sha256')
      .update(readFileSync(path.join(WORK, ZIP)))
      .digest('hex');
    expect(readFileSync(path.join(WORK, `${ZIP}.sha256`), 'utf8')).toBe(`${digest}  ${ZIP}\n`);
  });

  it('carries a server file that needs no node_modules: --help, and exit code 2 for wrong arguments', () => {
    const server = readFileSync(SERVER, 'utf8');
    const imports = [...server.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.every((name) => name?.startsWith('node:'))).toBe(true);

    const help = spawnSync(process.execPath, [SERVER, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: node subtitle-desk-server\.mjs --bazarr-url <url>/);

    const missing = spawnSync(process.execPath, [SERVER], { encoding: 'utf8', env: {} });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(
      'subtitle-desk-server: missing --bazarr-url (or env BAZARR_URL) (see --help)\n',
    );
    const badPort = spawnSync(
      process.execPath,
      [SERVER, '--bazarr-url', 'http://bazarr:6767', '--api-key', KEY, '--port', 'x'],
      { encoding: 'utf8' },
    );
    expect(badPort.status).toBe(2);
    expect(badPort.stderr).toContain("--port: 'x' is not a port number");
  });
});

/** Every file below dir, as sorted relative paths. */
function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      return entry.isDirectory() ? filesBelow(path.join(dir, entry.name), relative) : [relative];
    })
    .sort();
}

/** The folder `npm run package` unpacks the archive into: what both Dockerfiles take (docker/). */
const RELEASE_FOLDER = path.join(WORK, `subtitle-desk-${version}`);

describe('the release folder the Dockerfiles take', () => {
  it('holds exactly what the archive holds', () => {
    const zipped = execFileSync('unzip', ['-Z1', path.join(WORK, ZIP)], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && !file.endsWith('/'))
      .sort();
    expect(filesBelow(RELEASE_FOLDER)).toEqual(zipped);
  });

  it("laid out as the Docker mod copies it, is what linuxserver/bazarr's Bazarr serves", () => {
    // docker/mod/Dockerfile: COPY --from=build /bundle/ /app/bazarr/bin/frontend/build/
    const root = path.join(WORK, 'mod-root');
    const ui = path.join(root, 'app/bazarr/bin/frontend/build');
    cpSync(RELEASE_FOLDER, ui, { recursive: true });
    const files = filesBelow(ui);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'sw.js', 'VERSION']));
    expect(files.some((file) => /^assets\/main\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    expect(files.some((file) => file.startsWith('images/'))).toBe(true);
    // Nothing else in the image: only that folder.
    expect(readdirSync(root)).toEqual(['app']);
  });
});

describe("unpacked as Bazarr's frontend/build", () => {
  it('is served by Bazarr (the demo) and shows the series list', async () => {
    const { page, errors } = await newPage(suite.browser);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${suite.server.url}series`);
    await page.getByRole('link', { name: 'Breaking Bad' }).first().waitFor();
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the sidecar server in front of an unchanged Bazarr', () => {
  let bazarr: StartedDemoServer;

  beforeAll(async () => {
    // Bazarr with form login and its own base URL; the sidecar serves at the root of its own port.
    bazarr = await startDemoServer({ auth: 'form', apiKey: KEY, baseUrl: '/bazarr' });
  });
  afterAll(() => bazarr.stop());

  it('logs in through Bazarr, shows the series list, and receives realtime events over the proxied websocket', async () => {
    const sidecar = await sidecarFor(`${bazarr.origin}/bazarr`);
    await sidecar.waitForLine(/^Bazarr 1\.5\.2 at http:\/\/127\.0\.0\.1:\d+\/bazarr: OK$/);

    const { page, errors } = await newPage(suite.browser);
    const sidecarSocket = new URL(sidecar.url).origin.replace(/^http/, 'ws');
    // The event must come in a websocket frame through the sidecar, not by long-polling.
    const framed = new Promise<string>((resolve) =>
      page.on('websocket', (socket) => {
        if (!socket.url().startsWith(`${sidecarSocket}/api/socket.io/`)) return;
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('Hello through the sidecar')) resolve(String(payload));
        });
      }),
    );
    await page.goto(sidecar.url);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Username').fill(DEMO_CREDENTIALS.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/series');
    await page.getByRole('link', { name: 'Breaking Bad' }).first().waitFor();

    await upgradedToWebsocket(bazarr);
    bazarr.control.emit({
      type: 'message',
      action: 'update',
      payload: 'Hello through the sidecar',
    });
    expect(await framed).toContain('Hello through the sidecar');
    await page.getByText('Hello through the sidecar').first().waitFor();
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it("injects the API key only into pages Bazarr would give it to: a logged-in session's", async () => {
    const sidecar = await sidecarFor(`${bazarr.origin}/bazarr`);
    const anonymous = await (await fetch(`${sidecar.url}series`)).text();
    expect(anonymous).toContain('"baseUrl":""');
    expect(anonymous).not.toContain(KEY);

    const login = await fetch(`${sidecar.url}api/system/account?action=login`, {
      method: 'POST',
      body: new URLSearchParams(DEMO_CREDENTIALS),
    });
    expect(login.status).toBe(204);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await (await fetch(`${sidecar.url}series`, { headers: { cookie } })).text();
    expect(page).toContain(`"apiKey":"${KEY}"`);
    expect(page).toContain('"canUpdate":false');
  });
});

describe('the sidecar in front of a Bazarr with basic authentication', () => {
  let bazarr: StartedDemoServer;
  beforeAll(async () => {
    bazarr = await startDemoServer({ auth: 'basic', apiKey: KEY });
  });
  afterAll(() => bazarr.stop());

  it("passes Bazarr's credential challenge on and injects the key once the browser answers it", async () => {
    const sidecar = await sidecarFor(bazarr.origin);
    const challenge = await fetch(sidecar.url);
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await challenge.text()).not.toContain(KEY);

    const basic = (password: string) =>
      `Basic ${Buffer.from(`${DEMO_CREDENTIALS.username}:${password}`).toString('base64')}`;
    expect((await fetch(sidecar.url, { headers: { authorization: basic('wrong') } })).status).toBe(
      401,
    );
    const page = await fetch(sidecar.url, {
      headers: { authorization: basic(DEMO_CREDENTIALS.password) },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`"apiKey":"${KEY}"`);
    const series = await fetch(`${sidecar.url}api/series?start=0&length=1`, {
      headers: { 'x-api-key': KEY, authorization: basic(DEMO_CREDENTIALS.password) },
    });
    expect(series.status).toBe(200);
    expect(((await series.json()) as { total: number }).total).toBeGreaterThan(0);
  });
});

describe('the sidecar says clearly what is wrong with Bazarr', () => {
  let bazarr: StartedDemoServer;
  beforeAll(async () => {
    bazarr = await startDemoServer({ apiKey: KEY });
  });
  afterAll(() => bazarr.stop());

  it('names a refused API key', async () => {
    const sidecar = await sidecarFor(bazarr.origin, 'not-the-key');
    const [line] = await sidecar.waitForLine(/^Bazarr at .*: API KEY REFUSED.*$/);
    expect(line).toBe(
      `Bazarr at ${bazarr.origin}: API KEY REFUSED (HTTP 401): copy it from Bazarr's Settings > General > Security into BAZARR_API_KEY (or the --api-key-file); the page says so too`,
    );
  });

  it('names a Bazarr that is not reachable, and answers the page with that reason', async () => {
    const port = await closedPort();
    const sidecar = await sidecarFor(`http://127.0.0.1:${port}`);
    const [line] = await sidecar.waitForLine(/^Bazarr at .*: NOT REACHABLE.*$/);
    expect(line).toBe(
      `Bazarr at http://127.0.0.1:${port}: NOT REACHABLE (ECONNREFUSED): is Bazarr running, and is --bazarr-url its address?`,
    );
    const page = await fetch(sidecar.url);
    expect(page.status).toBe(502);
    expect(await page.text()).toContain(
      `Bazarr at http://127.0.0.1:${port} is not reachable (ECONNREFUSED)`,
    );
    const api = await fetch(`${sidecar.url}api/series`, { headers: { 'x-api-key': KEY } });
    expect(api.status).toBe(502);
  });

  it('runs from the release folder as the Docker image does: address and key file from the environment', async () => {
    const keyFile = path.join(WORK, 'bazarr-api-key');
    writeFileSync(keyFile, `${KEY}\n`, { mode: 0o600 });
    const sidecar = startSidecar([], {
      server: path.join(RELEASE_FOLDER, 'subtitle-desk-server.mjs'),
      env: { PATH: process.env.PATH, BAZARR_URL: bazarr.origin, BAZARR_API_KEY_FILE: keyFile },
    });
    running.push(sidecar);
    const [line] = await sidecar.waitForLine(/^Bazarr .* at .*: OK$/);
    expect(line).toBe(`Bazarr 1.5.2 at ${bazarr.origin}: OK`);
  });

  it('shows a refused key in the page, not a login form', async () => {
    const sidecar = await sidecarFor(bazarr.origin, 'not-the-key');
    const { page } = await newPage(suite.browser);
    await page.goto(`${sidecar.url}series`);
    await page.getByRole('heading', { name: 'Bazarr refused the API key' }).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    await page.context().close();
  });

  it('stops cleanly on SIGTERM (docker stop)', async () => {
    const sidecar = await sidecarFor(bazarr.origin);
    const exited = new Promise<number | null>((resolve) => sidecar.child.once('exit', resolve));
    sidecar.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
