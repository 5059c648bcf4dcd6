import {
  capabilitiesOf,
  type Capabilities,
  type Capability,
} from '../../domain/bazarrCapabilities';
import { parseBazarrVersion } from '../../domain/bazarrVersion';

/**
 * What the Bazarr the demo plays can do, from the version it reports (`state.bazarrVersion`): the same table the
 * client reads (src/domain/bazarrCapabilities.ts), so the demo and the UI cannot disagree on a threshold.
 */
export type DemoFeature = Capability;
export type DemoFeatures = Capabilities;

const cache = new Map<string, DemoFeatures>();

/** A version it cannot read ('nightly') is taken as the newest: it has everything. */
export function featuresOf(reported: string): DemoFeatures {
  const known = cache.get(reported);
  if (known) return known;
  const version = parseBazarrVersion(reported);
  const features =
    version === null
      ? (Object.fromEntries(
          Object.keys(capabilitiesOf(null)).map((name) => [name, true]),
        ) as DemoFeatures)
      : capabilitiesOf(version);
  cache.set(reported, features);
  return features;
}
