import express, { type Router } from 'express';
import type { DemoBackend } from '../core/backend';
import { parseFaults } from '../core/faults';
import { seedHostileText } from './hostile';
import type { ScanStreamOptions } from '../core/scanStream';

export interface ListenerControl {
  dropSockets(): void;
  /** Closes the HTTP listener (connection refused) and opens it again after `ms` when given. */
  stopListener(restartAfterMs?: number): Promise<void>;
}

function scanOptions(body: unknown): ScanStreamOptions {
  const { seriesId, perSecond, seconds, episodeIds } = (body ?? {}) as Record<string, unknown>;
  const isIds = (value: unknown): value is number[] =>
    Array.isArray(value) && value.every((id) => Number.isInteger(id));
  if (!Number.isInteger(seriesId) || typeof seconds !== 'number')
    throw new Error('scan needs {seriesId, seconds, perSecond?, episodeIds?}');
  return {
    seriesId: seriesId as number,
    seconds,
    perSecond: typeof perSecond === 'number' ? perSecond : undefined,
    episodeIds: isIds(episodeIds) ? episodeIds : undefined,
  };
}

/** Test hooks under /__demo/ (demo server only): events, faults, reset, request log, socket and listener. */
export function controlRoutes(backend: DemoBackend, listener: ListenerControl): Router {
  const router = express.Router();
  router.use(express.json({ limit: '5mb' }));
  const attempt = (res: express.Response, action: () => void) => {
    try {
      action();
      res.status(204).end();
    } catch (error) {
      res.status(400).json(error instanceof Error ? error.message : 'Bad request');
    }
  };
  router.post('/emit', (req, res) => attempt(res, () => backend.control.emit(req.body)));
  router.post('/scan', (req, res) => {
    try {
      res.json(backend.control.scan(scanOptions(req.body)));
    } catch (error) {
      res.status(400).json(error instanceof Error ? error.message : 'Bad request');
    }
  });
  router.get('/events', (_req, res) => res.json(backend.events.log));
  router.post('/faults', (req, res) =>
    attempt(res, () => backend.control.setFaults(parseFaults(req.body))),
  );
  router.delete('/faults', (_req, res) => attempt(res, () => backend.control.clearFaults()));
  router.get('/faults', (_req, res) => res.json(backend.control.faults));
  // Hostile text in every server-text field ({text, link}), for the XSS browser suite.
  router.post('/hostile', (req, res) =>
    attempt(res, () => {
      const { text, link } = (req.body ?? {}) as Record<string, unknown>;
      if (typeof text !== 'string' || typeof link !== 'string')
        throw new Error('hostile needs {text, link} strings');
      backend.control.mutate((state) => seedHostileText(state, { text, link }));
    }),
  );
  router.get('/jobs', (_req, res) => res.json(backend.control.jobs()));
  // {hold?: boolean, delayMs?: number | null, queue?: number, offline?: string[]}, applied in that order.
  router.post('/jobs', (req, res) =>
    attempt(res, () => {
      const { hold, delayMs, queue, offline } = (req.body ?? {}) as Record<string, unknown>;
      if (hold !== undefined && typeof hold !== 'boolean')
        throw new Error('hold must be a boolean');
      if (
        delayMs !== undefined &&
        delayMs !== null &&
        !(typeof delayMs === 'number' && delayMs >= 0)
      )
        throw new Error('delayMs must be a number >= 0 or null');
      if (queue !== undefined && !(Number.isInteger(queue) && (queue as number) >= 0))
        throw new Error('queue must be a count');
      if (
        offline !== undefined &&
        !(Array.isArray(offline) && offline.every((item) => typeof item === 'string'))
      )
        throw new Error('offline must be a list of folders');
      if (hold === true) backend.control.holdJobs();
      if (hold === false) backend.control.releaseJobs();
      if (delayMs !== undefined) backend.control.setJobDelay(delayMs as number | null);
      if (typeof queue === 'number') backend.control.queueJobs(queue);
      if (offline) backend.control.setOffline(offline as string[]);
    }),
  );
  router.post('/reset', (_req, res) => attempt(res, () => backend.control.reset()));
  router.post('/restart', (_req, res) => attempt(res, () => backend.control.restart()));
  router.get('/requests', (_req, res) => res.json(backend.control.requests));
  router.delete('/requests', (_req, res) => attempt(res, () => backend.control.clearRequests()));
  router.post('/drop-socket', (_req, res) => attempt(res, () => listener.dropSockets()));
  router.post('/listener/stop', (req, res) => {
    const ms = Number(req.query.restartAfterMs ?? Number.NaN);
    res.status(204).end();
    // Answer first: the listener goes away right after.
    setImmediate(() => void listener.stopListener(Number.isFinite(ms) ? ms : undefined));
  });
  return router;
}
