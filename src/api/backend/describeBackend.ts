import { CAPABILITIES, TESTED_RANGE, type Backend, type Capability } from './capabilities';

/** 'Bazarr 1.5.6', 'Bazarr+ 2.1.0', 'Unknown version'; null before the status is in. */
export function backendName({ reported, version, family }: Backend): string | null {
  if (reported === null) return null;
  if (version === null) return 'Unknown version';
  return `${family === 'bazarr-plus' ? 'Bazarr+' : 'Bazarr'} ${version.text}`;
}

/** What the Detected line names; the settings and providers a version adds or drops are counted after them. */
const HEADLINE: readonly Capability[] = [
  'hasJobs',
  'actionsAreJobs',
  'canClearJobQueue',
  'canReorderJobs',
  'queuesWork',
  'hasBackupEvent',
  'searchResultsExpire',
  'plexSignIn',
];

/**
 * 'Bazarr 1.5.6 · jobs queue, actions as jobs, ..., Plex sign-in · 24 settings and providers of this version';
 * what 1.5.2 has is 'base features'.
 */
export function detectedLine(backend: Backend): string | null {
  const name = backendName(backend);
  if (name === null) return null;
  const has = (Object.keys(CAPABILITIES) as Capability[]).filter(
    (capability) => backend[capability],
  );
  const named = has.filter((capability) => HEADLINE.includes(capability));
  const others = has.length - named.length;
  const parts = [
    named.length > 0 || others > 0
      ? named.map((capability) => CAPABILITIES[capability].label).join(', ') || 'no jobs queue'
      : 'base features (no jobs queue)',
    ...(others > 0 ? [`${others} settings and providers of this version`] : []),
  ];
  return [name, ...parts].join(' · ');
}

/** 'Bazarr 1.5.2 to 1.6.x' */
export const TESTED_VERSIONS = `Bazarr ${TESTED_RANGE.from} to ${TESTED_RANGE.upTo}.x`;

/** For a Bazarr outside the tested range: what was tested, and that the UI works on. Null otherwise. */
export function untestedMessage(backend: Backend): string | null {
  if (!backend.untested) return null;
  return `Subtitle Desk was tested with ${TESTED_VERSIONS}; ${backendName(backend)} was not. It keeps working with what it detected: report what breaks.`;
}
