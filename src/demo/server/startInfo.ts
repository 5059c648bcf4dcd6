import { networkInterfaces } from 'node:os';

/**
 * What `npm start` and `npm run dev` print about where they listen: the address to open, how to open it
 * from another computer, and what to do when the port is taken. Pure, for the tests.
 */

/** `npm start`'s port: none of the ports of Bazarr and the tools around it (KNOWN_PORTS). */
export const DEFAULT_PORT = 6780;
/** `npm run dev`'s port. */
export const DEV_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';

/** Ports a Bazarr user's machine is likely to run something on already: never suggested. */
export const KNOWN_PORTS: Readonly<Record<number, string>> = {
  6767: 'Bazarr',
  6768: "Subtitle Desk's sidecar server",
  8989: 'Sonarr',
  7878: 'Radarr',
  8686: 'Lidarr',
  9696: 'Prowlarr',
  8787: 'Readarr',
  8096: 'Jellyfin',
  32400: 'Plex',
};

/** The next port after `port` that no known tool uses. */
export function nextFreeLookingPort(port: number): number {
  let next = port + 1;
  while (next in KNOWN_PORTS) next += 1;
  return next > 65535 ? DEFAULT_PORT : next;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** This machine's own IPv4 addresses (not the loopback), as other computers of the network reach it. */
export function lanAddresses(
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string[] {
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}

export interface AddressOptions {
  host: string;
  port: number;
  /** '' or '/bazarr' */
  baseUrl: string;
  command: string;
  lan?: string[];
}

/** The lines after 'Ready': the address to open, and how other computers can (or cannot yet) open it. */
export function addressLines({
  host,
  port,
  baseUrl,
  command,
  lan = lanAddresses(),
}: AddressOptions): string[] {
  const path = `${baseUrl}/`;
  if (EVERY_INTERFACE.has(host)) {
    const others = lan.map((address) => `http://${address}:${port}${path}`);
    return [
      `Open http://127.0.0.1:${port}${path} in a browser on this computer.`,
      others.length > 0
        ? `From another computer: ${others.join(' or ')} (HOST=${host}: every network interface).`
        : `From another computer: http://<this computer's address>:${port}${path} (HOST=${host}: every network interface).`,
    ];
  }
  const lines = [`Open http://${hostInUrl(host)}:${port}${path} in a browser.`];
  if (LOOPBACK.has(host))
    lines.push(
      `Only this computer can open it. To open it from another computer (a headless server): HOST=0.0.0.0 ${command}`,
    );
  return lines;
}

/** The port is taken: which one, by what if it is a known tool's, and how to choose another. */
export function portBusyMessage(port: number, host: string, command: string): string {
  const known = KNOWN_PORTS[port];
  const next = nextFreeLookingPort(port);
  return [
    `Port ${port} is already in use on ${host}${known ? ` (${known}'s port)` : ''}: another program listens there, or ${command} is already running.`,
    `Choose another port with PORT, e.g.: PORT=${next} ${command}`,
  ].join('\n');
}

/**
 * Where the UI comes from. `npm start` serves the production bundle in build/, built first when the sources are
 * newer (`build-first`); `npm run dev` (`hot`) and `UI=dev` compile the sources in development mode, in memory.
 */
export type UiPlan =
  | { kind: 'dir'; dir: string }
  | { kind: 'build' }
  | { kind: 'build-first'; missing: boolean }
  | { kind: 'dev'; hot: boolean };

export function planUi(options: {
  hot: boolean;
  env: NodeJS.ProcessEnv;
  /** build/ holds a bundle newer than its sources. */
  fresh: boolean;
  /** build/index.html exists at all. */
  built: boolean;
  uiDir?: string;
}): UiPlan {
  const { hot, env, fresh, built, uiDir } = options;
  if (uiDir !== undefined) return { kind: 'dir', dir: uiDir };
  if (hot) return { kind: 'dev', hot: true };
  if (env.UI === 'dev') return { kind: 'dev', hot: false };
  // UI=build: build/ as it is, even older than the sources (as long as there is one).
  if (fresh || (env.UI === 'build' && built)) return { kind: 'build' };
  return { kind: 'build-first', missing: !built };
}

/** The line `npm start` prints about its UI before it is ready. */
export function uiLine(plan: UiPlan, env: NodeJS.ProcessEnv): string {
  switch (plan.kind) {
    case 'dir':
      return `UI: the build in ${plan.dir} (UI_DIR)`;
    case 'build':
      return env.UI === 'build'
        ? 'UI: the production bundle in build/ (UI=build: served as it is)'
        : 'UI: the production bundle in build/, up to date with the sources';
    case 'build-first':
      return plan.missing
        ? 'Building the UI (production bundle, into build/; about a minute, once: later starts reuse it until the sources change)…'
        : 'The sources changed since build/ was built: building the UI again (production bundle, about a minute)…';
    case 'dev':
      return plan.hot
        ? 'Compiling the UI in development mode… (about 20 s; open pages reload when a source file changes)'
        : 'Compiling the UI in development mode (UI=dev)… (about 20 s; slower pages than the production bundle)';
  }
}
