/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkBazarr, checkLine } from '../../src/demo/server/bazarrCheck';
import { FALLBACK_TEMPLATE } from '../../src/bazarrPage/html';
import { createServedBackend } from '../../src/demo/server/servedBackend';
import { startServer, type RunningDemoServer } from '../../src/demo/server/server';
import {
  addressLines,
  DEFAULT_PORT,
  KNOWN_PORTS,
  nextFreeLookingPort,
  planUi,
  portBusyMessage,
  uiLine,
} from '../../src/demo/server/startInfo';
import { noUi } from '../../src/demo/server/ui';
import { freePort, runStartScript, type RunningScript } from '../e2e/support/script';

/** The lines a script printed on stdout or stderr, without npm's own warnings. */
const lines = (text: string) =>
  text.split('\n').filter((line) => line !== '' && !line.startsWith('npm warn'));

describe("npm start's port and address", () => {
  it("listens by default on a port none of Bazarr's tools use", () => {
    expect(DEFAULT_PORT).toBe(6780);
    expect(Object.keys(KNOWN_PORTS).map(Number)).not.toContain(DEFAULT_PORT);
    // Bazarr's port and the sidecar's are never suggested.
    expect(nextFreeLookingPort(6766)).toBe(6769);
    expect(nextFreeLookingPort(6780)).toBe(6781);
  });

  it('says how to open it from another computer when it listens on this one only', () => {
    expect(
      addressLines({ host: '127.0.0.1', port: 6780, baseUrl: '', command: 'npm start' }),
    ).toEqual([
      'Open http://127.0.0.1:6780/ in a browser.',
      'Only this computer can open it. To open it from another computer (a headless server): HOST=0.0.0.0 npm start',
    ]);
  });

  it("names this computer's addresses when it listens on every interface", () => {
    expect(
      addressLines({
        host: '0.0.0.0',
        port: 6780,
        baseUrl: '/bazarr',
        command: 'npm start',
        lan: ['192.168.1.10'],
      }),
    ).toEqual([
      'Open http://127.0.0.1:6780/bazarr/ in a browser on this computer.',
      'From another computer: http://192.168.1.10:6780/bazarr/ (HOST=0.0.0.0: every network interface).',
    ]);
  });

  it("names Bazarr's port when that is the one taken", () => {
    expect(portBusyMessage(6767, '127.0.0.1', 'npm start')).toBe(
      [
        "Port 6767 is already in use on 127.0.0.1 (Bazarr's port): another program listens there, or npm start is already running.",
        'Choose another port with PORT, e.g.: PORT=6769 npm start',
      ].join('\n'),
    );
  });

  describe('with the port taken', () => {
    let holder: Server;
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      holder = createServer();
      await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

    it('says which port and how to choose another, and exits with 1', async () => {
      const start = runStartScript([], { PORT: String(port), HOST: '127.0.0.1' });
      expect(await start.exited).toBe(1);
      expect(lines(start.stderr())).toEqual([
        `Port ${port} is already in use on 127.0.0.1: another program listens there, or npm start is already running.`,
        `Choose another port with PORT, e.g.: PORT=${port + 1} npm start`,
      ]);
    });
  });

  describe('started', () => {
    let dir: string;
    let start: RunningScript | undefined;
    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'subtitle-desk-ui-'));
      writeFileSync(path.join(dir, 'index.html'), FALLBACK_TEMPLATE);
    });
    afterEach(() => start?.stop());
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('prints the address to open and how to reach it from another computer', async () => {
      const port = await freePort();
      start = runStartScript([], { PORT: String(port), HOST: '', UI_DIR: dir });
      await start.waitForOutput(/^Only this computer.*$/m);
      const printed = lines(start.stdout());
      expect(printed.slice(-3)).toEqual([
        `Ready at http://127.0.0.1:${port}/`,
        `Open http://127.0.0.1:${port}/ in a browser.`,
        'Only this computer can open it. To open it from another computer (a headless server): HOST=0.0.0.0 npm start',
      ]);
      expect(printed).toContain(`UI: the build in ${dir} (UI_DIR)`);
    });
  });
});

describe('npm start in front of a real Bazarr (BAZARR_URL): the key', () => {
  const backend = createServedBackend({ baseUrl: '', template: async () => FALLBACK_TEMPLATE });
  let bazarr: RunningDemoServer;
  let origin: string;
  let start: RunningScript | undefined;
  beforeAll(async () => {
    bazarr = await startServer({ backend, ui: noUi(), host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${bazarr.port}`;
  });
  afterEach(() => start?.stop());
  afterAll(() => bazarr.close());

  it('checks the address and the key', async () => {
    expect(checkLine(origin, await checkBazarr(origin, backend.apiKey()))).toBe(
      `Bazarr 1.5.2 at ${origin}: OK, it accepts BAZARR_API_KEY`,
    );
    expect(checkLine(origin, await checkBazarr(origin, 'wrong'))).toBe(
      `Bazarr at ${origin} REFUSED THE API KEY (HTTP 401): set BAZARR_API_KEY to the key of Bazarr's Settings > General > Security and start again. The page says so too.`,
    );
    const closed = `http://127.0.0.1:${await freePort()}`;
    expect(checkLine(closed, await checkBazarr(closed, 'key'))).toBe(
      `Bazarr at ${closed} is NOT REACHABLE (ECONNREFUSED): is Bazarr running, and is BAZARR_URL its address?`,
    );
  });

  it('says in the terminal that the key is refused, and gives the page that key (which then says so)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'subtitle-desk-ui-'));
    writeFileSync(path.join(dir, 'index.html'), FALLBACK_TEMPLATE);
    try {
      start = runStartScript([], {
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        UI_DIR: dir,
        BAZARR_URL: origin,
        BAZARR_API_KEY: 'not-the-key',
      });
      const [, url = ''] = await start.waitForOutput(/^Ready at (\S+)$/m);
      expect(lines(start.stderr())).toContain(
        `Bazarr at ${origin} REFUSED THE API KEY (HTTP 401): set BAZARR_API_KEY to the key of Bazarr's Settings > General > Security and start again. The page says so too.`,
      );
      expect(await (await fetch(url)).text()).toContain('"apiKey":"not-the-key"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start without BAZARR_API_KEY, saying where to find it', async () => {
    start = runStartScript([], { PORT: String(await freePort()), BAZARR_URL: origin });
    expect(await start.exited).toBe(1);
    expect(lines(start.stderr())[0]).toBe(
      "BAZARR_API_KEY is not set: Bazarr refuses every request without its API key. Copy it from Bazarr's Settings > General > Security:",
    );
  });
});

describe("where npm start's UI comes from", () => {
  const plan = (env: NodeJS.ProcessEnv, fresh: boolean, built = true, hot = false) =>
    planUi({ hot, env, fresh, built });

  it('serves the production bundle, building it first when the sources are newer', () => {
    expect(plan({}, true)).toEqual({ kind: 'build' });
    expect(plan({}, false)).toEqual({ kind: 'build-first', missing: false });
    expect(plan({}, false, false)).toEqual({ kind: 'build-first', missing: true });
    expect(uiLine({ kind: 'build-first', missing: true }, {})).toBe(
      'Building the UI (production bundle, into build/; about a minute, once: later starts reuse it until the sources change)…',
    );
    expect(uiLine({ kind: 'build-first', missing: false }, {})).toBe(
      'The sources changed since build/ was built: building the UI again (production bundle, about a minute)…',
    );
  });

  it('keeps development mode for npm run dev and UI=dev', () => {
    expect(plan({}, true, true, true)).toEqual({ kind: 'dev', hot: true });
    expect(plan({ UI: 'dev' }, true)).toEqual({ kind: 'dev', hot: false });
    expect(plan({ UI: 'build' }, false)).toEqual({ kind: 'build' });
    expect(planUi({ hot: false, env: {}, fresh: false, built: false, uiDir: '/x' })).toEqual({
      kind: 'dir',
      dir: '/x',
    });
  });
});
