/** A Bazarr version as status reports it: '1.5.6', 'v1.6.0', '1.5.7-beta.1', '2.1.0' (Bazarr+). */
export interface BazarrVersion {
  major: number;
  minor: number;
  patch: number;
  /** The number of a pre-release ('beta.6' -> 6, 'rc1' -> 1), null for a release. */
  prerelease: number | null;
  /** As shown: without the leading 'v' ('1.5.7-beta.1'). */
  text: string;
}

const VERSION = /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[-.+]?([0-9A-Za-z.-]*))?$/;
/** Suffixes that mark a pre-release; another one (a build name such as '-lavx') is the release itself. */
const PRERELEASE = /^(?:alpha|beta|rc|dev|pre)\D*(\d*)/i;

/** The version in a status' `bazarr_version`, or null for one it cannot read ('unknown', '', garbage). */
export function parseBazarrVersion(reported: string): BazarrVersion | null {
  const text = reported.trim().replace(/^v/i, '');
  const match = VERSION.exec(text);
  if (!match) return null;
  const [, major, minor, patch, suffix] = match;
  const prerelease = PRERELEASE.exec(suffix ?? '');
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch ?? 0),
    prerelease: prerelease ? Number(prerelease[1] || 0) : null,
    text,
  };
}

/** Negative when a comes before b; a pre-release comes before its release ('1.5.6-beta.6' < '1.5.6'). */
export function compareVersions(a: BazarrVersion, b: BazarrVersion): number {
  return (
    a.major - b.major ||
    a.minor - b.minor ||
    a.patch - b.patch ||
    (a.prerelease ?? Infinity) - (b.prerelease ?? Infinity) ||
    0
  );
}

/** A version written in the code (a threshold, a tested range): one it cannot read is a mistake in the code. */
export function versionOf(text: string): BazarrVersion {
  const version = parseBazarrVersion(text);
  if (!version) throw new Error(`Not a version: ${text}`);
  return version;
}
