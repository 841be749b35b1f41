import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';

type Fetch = Parameters<typeof serve>[0]['fetch'];

export interface GracefulServer {
  readonly server: Server;
  /**
   * Answers `Connection: close` for a short window, then stops accepting, and resolves
   * once every request that reached the server has been answered and its handler has returned
   * (after graceMs, connections still open are cut).
   */
  drain(graceMs?: number): Promise<void>;
}

/** How long a draining server still answers (with `Connection: close`) before it stops listening. */
const CLOSE_WINDOW_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Listens with @hono/node-server, counting requests so a shutdown can wait for them. Closing the
 * listener alone is not enough: clients on keep-alive connections (a load balancer, the bench's
 * 64 clients) keep sending on sockets that stay open, and would meet a closed database.
 */
export function serveGracefully(
  fetch: Fetch,
  { port, host }: { port: number; host: string },
  onListening: (port: number) => void,
): GracefulServer {
  let draining = false;
  // Handlers may outlive their response (a client that went away) and streamed bodies outlive
  // their handler: both are counted, and the database is needed until both are done.
  let handlers = 0;
  const open = new Set<ServerResponse>();
  let onSettled: (() => void) | undefined;
  const settle = () => {
    if (handlers === 0 && open.size === 0) onSettled?.();
  };

  const counted: Fetch = async (request, ...rest) => {
    handlers += 1;
    try {
      return await fetch(request, ...rest);
    } finally {
      handlers -= 1;
      settle();
    }
  };
  const server = serve({ fetch: counted, port, hostname: host }, (info) =>
    onListening(info.port),
  ) as Server;
  // Ahead of Hono's listener, so the header is in place before Hono writes the head.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      open.delete(res);
      settle();
    });
  });

  return {
    server,
    async drain(graceMs = 10_000) {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close');
      // A keep-alive socket that looks idle may carry a request already on the wire: closing it
      // now would reset that client (ECONNRESET). For a short window every request is still
      // answered, with `Connection: close`, so clients leave on an answer; then the listener and
      // the sockets left idle close.
      await sleep(Math.min(CLOSE_WINDOW_MS, graceMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.race([closed, sleep(graceMs)]);
      server.closeAllConnections();
      const settled = new Promise<void>((resolve) => {
        onSettled = resolve;
      });
      settle();
      // A handler stuck on something else than the database must not keep the process alive.
      await Promise.race([settled, sleep(graceMs)]);
    },
  };
}
