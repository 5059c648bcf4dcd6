import type { Request, Response } from 'express';
import type { Compiler } from 'webpack';
import type { HotMessage } from './hotClient';

export interface HotChannel {
  /** The server-sent event stream the page's hot client (hotClient.ts) listens to. */
  handle(req: Request, res: Response): void;
  close(): void;
}

/** `npm run dev`: tells every open page when webpack starts a build and when one is ready (its hash). */
export function hotChannel(compiler: Compiler): HotChannel {
  const clients = new Set<Response>();
  let lastBuilt: HotMessage | null = null;
  const send = (message: HotMessage) => {
    for (const res of clients) res.write(`data: ${JSON.stringify(message)}\n\n`);
  };
  compiler.hooks.invalid.tap('hot-channel', () => send({ type: 'building' }));
  compiler.hooks.done.tap('hot-channel', (stats) => {
    const json = stats.toJson({ all: false, hash: true, errors: true, warnings: true });
    lastBuilt = {
      type: 'built',
      hash: json.hash ?? '',
      errors: (json.errors ?? []).map((error) => error.message),
      warnings: (json.warnings ?? []).map((warning) => warning.message),
    };
    send(lastBuilt);
  });
  return {
    handle(req, res) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // A page opened on an older build catches up at once.
      res.write(`retry: 1000\n\n${lastBuilt ? `data: ${JSON.stringify(lastBuilt)}\n\n` : ''}`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
