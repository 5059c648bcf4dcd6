import type { Page, Request } from 'playwright-core';
import { sleep } from './sleep';

/** docs/behaviour.md §9: the client applies realtime events in 20 ms batches. */
export const BATCH_MS = 20;

export type EntityList = 'series' | 'movies' | 'episodes';

/**
 * An API request the UI made: `byId` re-reads given entities (`?movieid[]=`...), `list` reads a list or a page of
 * one (a refetch of what a table shows), `other` is anything else (badges, wanted, history...).
 */
export interface ApiRequest {
  method: string;
  /** Below /api/, e.g. 'movies'. */
  path: string;
  kind: 'byId' | 'list' | 'other';
  entity?: EntityList;
}

const ID_PARAMS: Record<EntityList, string> = {
  series: 'seriesid[]',
  movies: 'radarrid[]',
  episodes: 'episodeid[]',
};

function isEntityList(path: string): path is EntityList {
  return path === 'series' || path === 'movies' || path === 'episodes';
}

/** Classifies a request URL; null for what is not the API (assets, socket.io's own traffic). */
export function classifyRequest(method: string, url: string): ApiRequest | null {
  const { pathname, searchParams } = new URL(url);
  const match = /\/api\/(.+)$/.exec(pathname);
  if (!match?.[1] || match[1].startsWith('socket.io')) return null;
  const path = match[1];
  if (method !== 'GET' || !isEntityList(path)) return { method, path, kind: 'other' };
  const kind = searchParams.has(ID_PARAMS[path]) ? 'byId' : 'list';
  return { method, path, kind, entity: path };
}

/** Records the API requests a page makes while recording, and knows when the page has gone quiet. */
export class RequestRecorder {
  readonly requests: ApiRequest[] = [];
  private inFlight = 0;
  private lastActivity = Date.now();
  private recording = false;

  constructor(page: Page) {
    page.on('request', (request) => this.onRequest(request));
    const done = (request: Request) => {
      if (classifyRequest(request.method(), request.url()) === null) return;
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  private onRequest(request: Request): void {
    const classified = classifyRequest(request.method(), request.url());
    if (classified === null) return;
    this.inFlight += 1;
    this.lastActivity = Date.now();
    if (this.recording) this.requests.push(classified);
  }

  start(): void {
    this.requests.length = 0;
    this.recording = true;
  }

  stop(): ApiRequest[] {
    this.recording = false;
    return [...this.requests];
  }

  /** Resolves once no API request has been in flight for `quietMs` (or after `maxMs`). */
  async waitForQuiet(quietMs: number, maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await sleep(50);
    }
  }
}

/** Counts by kind and entity, e.g. {'movies byId': 48, 'badges': 1}. */
export function countRequests(requests: readonly ApiRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) {
    const key = request.entity
      ? `${request.entity} ${request.kind}`
      : `${request.method} ${request.path}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
