import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayUrl, parseSidecarArgs, USAGE } from './args';
import { monitorBazarr } from './health';
import { createSidecarServer } from './server';

/** How often Bazarr is checked after the start (a change is logged). */
const CHECK_INTERVAL_MS = 60_000;

/** `node subtitle-desk-server.mjs ...`: the bundled entry point (see README, 'Install', and --help). */
function main(): void {
  const parsed = parseSidecarArgs(process.argv.slice(2), process.env);
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`subtitle-desk-server: ${parsed.message} (see --help)`);
    process.exit(2);
  }
  const { options } = parsed;
  // The bundle is the folder this file sits in.
  const root = path.dirname(fileURLToPath(import.meta.url));
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(
      `subtitle-desk-server: no index.html in ${root}: run this file from the unpacked archive`,
    );
    process.exit(1);
  }
  const versionFile = path.join(root, 'VERSION');
  const version = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : 'dev';
  const upstream = { url: options.bazarrUrl, localBase: options.baseUrl };
  const server = createSidecarServer({ upstream, apiKey: options.apiKey, root });
  server.on('error', (error) => {
    console.error(
      `subtitle-desk-server: cannot listen on ${options.host}:${options.port}: ${error.message}`,
    );
    process.exit(1);
  });
  let monitor: ReturnType<typeof monitorBazarr> | undefined;
  // Docker stops containers with SIGTERM; as PID 1, Node would ignore it without a handler. Installed before the
  // first line is printed, so that whoever waits for that line can stop the server at once.
  const stop = () => {
    monitor?.stop();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(options.port, options.host, () => {
    const { port } = server.address() as AddressInfo;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    console.log(
      `Subtitle Desk ${version} listening on http://${host}:${port}${options.baseUrl}/ in front of Bazarr at ${displayUrl(options.bazarrUrl)}`,
    );
    monitor = monitorBazarr(upstream, options.apiKey, CHECK_INTERVAL_MS, {
      info: (line) => console.log(line),
      error: (line) => console.error(line),
    });
  });
}

main();
