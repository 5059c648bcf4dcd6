import type { ShownEntities } from './shownEntities';
import type { Environment } from '../env';

/** Passed to thunks, listeners and the base query as `extra`: no module-level singletons. */
export interface AppExtra {
  environment: Environment;
  /** What the mounted rows show: realtime reads those first. */
  shownEntities: ShownEntities;
}
