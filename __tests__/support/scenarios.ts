/**
 * Scenarios on the demo backend for component tests: the data a test needs set in the demo's own state (so every
 * answer keeps Bazarr's shapes), or one of its faults, instead of an msw handler that answers by hand.
 *
 *   failing(backend, 'DELETE /api/system/logs', 500, 'Permission denied');
 *   nothingWanted(backend, 'movie');
 *   backend.control.mutate((state) => { state.releases = []; });
 *   const held = backend.control.hold('POST', '/api/system/tasks'); ...; held.release();
 */
import type { DemoBackend } from '../../src/demo/core/backend';
import { md5 } from '../../src/demo/core/routes/system';
import type { MediaKind } from '../../src/demo/core/state/types';
import type { DemoRequest } from '../../src/demo/core/types';

/**
 * Answers `METHOD /path` (and the paths below it: '/api/...', '/test/...') with an error and Bazarr's text for it,
 * until the test ends (or `times` times); other methods on the same path keep working.
 */
export function failing(
  backend: DemoBackend,
  call: string,
  status: number,
  message: string,
  { times }: { times?: number } = {},
): void {
  const [method = '', path = ''] = call.split(' ');
  backend.control.setFaults({
    failStatus: status,
    failPaths: [path],
    failMethods: [method],
    failMessage: message,
    failCount: times ?? null,
  });
}

/** No series (or movie) has a language profile, so nothing is wanted. */
export function nothingWanted(backend: DemoBackend, kind: MediaKind): void {
  backend.control.mutate((state) => {
    const records = kind === 'episode' ? state.series : state.movies;
    for (const record of records.values()) record.profileId = null;
  });
}

/** A library without series (the episodes go with them). */
export function noSeries(backend: DemoBackend): void {
  backend.control.mutate((state) => {
    state.series.clear();
    state.seriesOrder = [];
    state.episodes.clear();
    state.episodesBySeries.clear();
  });
}

/** No history of episodes (or movies). */
export function noHistory(backend: DemoBackend, kind: MediaKind): void {
  backend.control.mutate((state) => {
    state.history = state.history.filter((record) => record.kind !== kind);
  });
}

/** Form authentication with these credentials: the demo answers the login as Bazarr does (403 when wrong). */
export function formLogin(backend: DemoBackend, username: string, password: string): void {
  backend.control.mutate((state) => {
    state.settings.auth = {
      ...state.settings.auth,
      type: 'form',
      username,
      password: md5(password),
    };
  });
}

/** A hold filter: the page of a list that starts at `start` (or any page but it, with `not`). */
export const pageStarting =
  (start: number, { not = false }: { not?: boolean } = {}) =>
  (request: DemoRequest) =>
    (request.query?.start?.[0] === String(start)) !== not;

/** GET system/status reports this `bazarr_version` ('1.5.6', '2.1.0' for Bazarr+, 'nightly'). */
export function reportsBazarr(backend: DemoBackend, version: string): void {
  backend.control.mutate((state) => {
    state.bazarrVersion = version;
  });
}
