import type { AuthType, DemoSize } from '../core/types';
import type { ServedBackendOptions } from './servedBackend';

/**
 * The demo backend's options from `npm start`'s variables: DEMO_SIZE, DEMO_SEED, DEMO_AUTH, DEMO_LATENCY, DEMO_CSP
 * and DEMO_BAZARR (the version system/status reports; DEMO_BAZARR_VERSION is its older name).
 */
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
    bazarrVersion: env.DEMO_BAZARR || env.DEMO_BAZARR_VERSION || undefined,
  };
}
