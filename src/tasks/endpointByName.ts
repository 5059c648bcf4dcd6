import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { endpoints, EndpointName } from '../api';

/** The argument an endpoint takes, e.g. `EpisodeSubtitleUpload` for 'uploadEpisodeSubtitle'. */
export type EndpointArgs<N extends EndpointName> = Parameters<(typeof endpoints)[N]['initiate']>[0];

/** What a started query or mutation gives back: `unwrap` rejects with the endpoint's error. */
interface StartedRequest {
  unwrap(): Promise<unknown>;
}

type StartRequest = ThunkAction<StartedRequest, unknown, unknown, UnknownAction>;

interface NamedEndpoint {
  initiate(arg: unknown, options: { track: false; subscribe: false }): StartRequest;
}

/**
 * An endpoint found by its name at run time, so that queued tasks are plain data
 * (`{endpoint: 'uploadEpisodeSubtitle', args}`). Undefined for a name no area defines.
 * Every area is loaded for it in a chunk of its own, when the first task runs: the first chunk needs only the
 * areas the shell reads, and the pages that queue tasks have brought most of them already.
 */
export async function loadEndpointByName(name: string): Promise<NamedEndpoint | undefined> {
  const byName: Record<string, Partial<NamedEndpoint> | undefined> = (
    await import(/* webpackChunkName: "endpoints" */ '../api')
  ).endpoints;
  const endpoint = Object.hasOwn(byName, name) ? byName[name] : undefined;
  return typeof endpoint?.initiate === 'function' ? (endpoint as NamedEndpoint) : undefined;
}

/**
 * Starts an endpoint without leaving a trace in the cache: mutations untracked, queries unsubscribed
 * (each kind ignores the other's option). The result's `unwrap` reports the outcome.
 */
export function startEndpoint(endpoint: NamedEndpoint, arg: unknown): StartRequest {
  return endpoint.initiate(arg, { track: false, subscribe: false });
}
