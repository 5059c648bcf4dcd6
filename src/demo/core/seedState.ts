import { md5 } from './routes/system';
import { createState, DEFAULT_SEED } from './seed/createState';
import { addVersionedKeys } from './state/settingsVersions';
import type { DemoState } from './state/types';
import type { AuthType, DemoSize } from './types';

export const DEMO_CREDENTIALS = { username: 'admin', password: 'admin' };

export interface SeedOptions {
  seed?: number;
  size?: DemoSize;
  /** Base URL without a trailing slash: '' at the root, '/bazarr' under a prefix. */
  baseUrl?: string;
  auth?: AuthType;
  apiKey?: string;
  /** The version /api/system/status reports (default: the seed's BAZARR_VERSION, 1.5.x). */
  bazarrVersion?: string;
}

/** The seeded library with the settings the backend was started with (auth, key, base URL, version). */
export function seedState(options: SeedOptions, now: number): DemoState {
  const state = createState({
    seed: options.seed ?? DEFAULT_SEED,
    size: options.size ?? 'small',
    now,
  });
  addVersionedKeys(state.settings);
  const auth = state.settings.auth ?? (state.settings.auth = {});
  if (options.apiKey) auth.apikey = options.apiKey;
  if (options.bazarrVersion) state.bazarrVersion = options.bazarrVersion;
  if (options.auth && options.auth !== 'none') {
    Object.assign(auth, {
      type: options.auth,
      username: DEMO_CREDENTIALS.username,
      password: md5(DEMO_CREDENTIALS.password),
    });
  }
  if (state.settings.general) state.settings.general.base_url = options.baseUrl ?? '';
  return state;
}
