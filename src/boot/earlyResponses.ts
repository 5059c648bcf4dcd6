/**
 * The answers the boot script asked for before the bundle ran (src/boot/index.ts), by absolute URL. The API layer
 * takes each one once, for the first request of the same URL; after EARLY_RESPONSE_TTL_MS they are left alone
 * (the page was slow to ask: what it asks then must be read fresh).
 */
export const EARLY_RESPONSE_TTL_MS = 60_000;

interface EarlyResponses {
  startedAt: number;
  responses: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    __earlyResponses?: EarlyResponses;
  }
}

export function putEarlyResponses(responses: Map<string, Promise<Response>>): void {
  window.__earlyResponses = { startedAt: Date.now(), responses };
}

/** The early answer for this GET request, if one was asked for and not taken yet. */
export function takeEarlyResponse(request: RequestInfo | URL): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !(request instanceof Request)) return undefined;
  const early = window.__earlyResponses;
  if (!early || request.method !== 'GET') return undefined;
  const response = early.responses.get(request.url);
  if (!response) return undefined;
  early.responses.delete(request.url);
  if (Date.now() - early.startedAt > EARLY_RESPONSE_TTL_MS) return undefined;
  return response;
}
