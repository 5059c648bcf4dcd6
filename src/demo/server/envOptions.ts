import type { AuthType, DemoSize } from '../core/types';
import type { ServedBackendOptions } from './servedBackend';

/**
 * The demo backend's options from `npm start`'s variables: DEMO_SIZE, DEMO_SEED, DEMO_AUTH, DEMO_LATENCY, DEMO_CSP
 * and DEMO_BAZARR (the version the demo plays; DEMO_BAZARR_VERSION is its older name).
 */

/**
 * What `npm start` plays unless DEMO_BAZARR says otherwise: the Bazarr most users run (jobs queue, queued actions).
 * Tests choose their version themselves (the core's default stays 1.5.2, BAZARR_VERSION in core/seed/system.ts).
 */
export const NPM_START_BAZARR = '1.5.6';

export function backendOptionsFromEnv(
  env: NodeJS.ProcessEnv,
): Omit<ServedBackendOptions, 'baseUrl' | 'template'> {
  const size: DemoSize = env.DEMO_SIZE === 'large' ? 'large' : 'small';
  const auth =
    (['none', 'basic', 'form'] as const).find((type) => type === env.DEMO_AUTH) ??
    ('none' satisfies AuthType);
  return {
    size,
    seed: env.DEMO_SEED ? Number(env.DEMO_SEED) : undefined,
    auth,
    latency: env.DEMO_LATENCY === 'real' ? 'real' : 'none',
    csp: env.DEMO_CSP === 'strict',
    bazarrVersion: env.DEMO_BAZARR || env.DEMO_BAZARR_VERSION || NPM_START_BAZARR,
  };
}
