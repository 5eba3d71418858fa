import { Server as HttpServer } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * An idle keep-alive connection is closed by the server after KEEP_ALIVE_MS. Node's default (5 s)
 * is shorter than most clients and proxies keep one (a load balancer's 60 s, a browser's or a
 * test client's pool): a client that sends on a connection the server is closing at that moment
 * gets a reset (ECONNRESET, a proxy's 502) for a request the server never saw. The server waits
 * longer than they do, so the client always closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsOpenLongerThanClients(server: ServerType): void {
  if (!(server instanceof HttpServer)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // must exceed keepAliveTimeout, or Node may end a kept connection while its next request's headers arrive
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
