import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsOpenLongerThanClients } from './keep-alive.ts';

describe('kept connections', () => {
  it('outlast the clients and proxies that keep them (a load balancer keeps 60 s), headers timeout beyond that', () => {
    const server = createServer();
    expect(server.keepAliveTimeout).toBe(5_000);
    keepConnectionsOpenLongerThanClients(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
