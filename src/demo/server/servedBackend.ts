import { createDemoBackend, type DemoBackendOptions } from '../core/backend';
import { FALLBACK_TEMPLATE } from '../../bazarrPage/html';
import { realLatencyMs } from './latency';
import { SharedCpu } from './sharedCpu';
import { renderPage } from './page';

export interface ServedBackendOptions extends Omit<DemoBackendOptions, 'page' | 'beforeAnswer'> {
  canUpdate?: boolean;
  hasUpdate?: boolean;
  /** 'real' adds the response times of a real Bazarr (docs/performance.md), on the one processor its answers share. */
  latency?: 'none' | 'real';
  /** index.html with Bazarr's placeholders (the server passes the bundle's). */
  template?: () => string | Promise<string>;
  /** Serve pages with a strict Content-Security-Policy (see `page.ts`); `DEMO_CSP=strict` for `npm start`. */
  csp?: boolean;
}

/**
 * The demo backend as the HTTP server runs it: the core plus the server's hooks, the rendered index.html for every
 * page path (with auth and CSP) and, with `latency: 'real'`, a real Bazarr's response times.
 */
export function createServedBackend(options: ServedBackendOptions = {}) {
  const { canUpdate, hasUpdate, latency, template, csp, ...core } = options;
  const pageOptions = {
    canUpdate: canUpdate ?? false,
    hasUpdate: hasUpdate ?? false,
    template: template ?? (() => FALLBACK_TEMPLATE),
    csp: csp ?? false,
  };
  const cpu = new SharedCpu();
  return createDemoBackend({
    ...core,
    page: (request, access) => renderPage(request, access, pageOptions),
    beforeAnswer:
      latency === 'real' ? (path, body) => cpu.run(realLatencyMs(path, body)) : undefined,
  });
}
