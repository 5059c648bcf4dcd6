import { capabilitiesOf, isBazarrPlus, type Capabilities } from '../../domain/bazarrCapabilities';
import {
  compareVersions,
  parseBazarrVersion,
  versionOf,
  type BazarrVersion,
} from '../../domain/bazarrVersion';

// The table of what each version can do is a Bazarr rule the demo plays too (src/domain/bazarrCapabilities.ts).
export { CAPABILITIES, type Capability, type Capabilities } from '../../domain/bazarrCapabilities';

/** The versions Subtitle Desk was tested with: from `from` up to and including every `upTo`.x. */
export const TESTED_RANGE = { from: '1.5.2', upTo: '1.6' } as const;

export interface Backend extends Capabilities {
  /** `bazarr_version` as status reported it; null until the status is in. */
  reported: string | null;
  /** Null until the status is in, or when it cannot be read. */
  version: BazarrVersion | null;
  family: 'bazarr' | 'bazarr-plus' | 'unknown';
  /** The status is in and names a version outside TESTED_RANGE, Bazarr+ or one it cannot read. */
  untested: boolean;
}

const TESTED_FROM = versionOf(TESTED_RANGE.from);
const TESTED_UP_TO = versionOf(TESTED_RANGE.upTo);

function tested(version: BazarrVersion): boolean {
  const line = version.major - TESTED_UP_TO.major || version.minor - TESTED_UP_TO.minor;
  return compareVersions(version, TESTED_FROM) >= 0 && line <= 0;
}

/** What the Bazarr that reported this version can do; null (no status yet) answers as 1.5.2 does. */
export function backendOf(reported: string | null): Backend {
  const version = reported === null ? null : parseBazarrVersion(reported);
  const family = version === null ? 'unknown' : isBazarrPlus(version) ? 'bazarr-plus' : 'bazarr';
  const capabilities = capabilitiesOf(version);
  return {
    ...capabilities,
    reported,
    version,
    family,
    untested: reported !== null && (version === null || family !== 'bazarr' || !tested(version)),
  };
}
