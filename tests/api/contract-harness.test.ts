import { describe, expect, it } from 'vitest';
import { checkAgainstContract } from './support/harness.ts';
import { createApp } from '../../src/server/app.ts';
import { createAdapters } from '../../src/server/adapters/index.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ManualClock } from '../../src/server/lib/clock.ts';
import { silentLogger } from '../../src/server/lib/logger.ts';
import { ALL_CALLS, callFor } from '../../src/shared/contract/registry.ts';

const json = (status: number) => new Response('{}', { status, headers: { 'content-type': 'application/json' } });

/** The harness parses every answer with its call's contract; these prove it refuses what it must. */
describe('every answer is checked against its contract', () => {
  it('finds calls by method and path, with :params and a query string', () => {
    expect(callFor('GET', '/schemes/get_scheme_nav/123?period=1Y')?.path).toBe('/schemes/get_scheme_nav/:id');
    expect(callFor('POST', '/transaction/place-order')?.path).toBe('/transaction/place-order');
    expect(callFor('GET', '/transaction/place-order')).toBeNull();
  });

  it('mounts only calls of the contract (JSON, pages and files), and serves every call it lists', async () => {
    // the route table needs no database: the app is built over a stand-in that no route is called on
    const config = loadConfig({ NIVESH_MODE: 'demo' });
    const db = {} as never;
    const clock = new ManualClock('2026-11-20T05:30:00Z');
    const app = createApp({ config, database: db, db, clock, adapters: createAdapters(config, db, clock), log: silentLogger }, { staticDir: null });
    // the simulated exchange's pages are the outside system's (adapters/exchange/sim-routes.ts), not our API;
    // every other route, JSON, page or file, is mounted from its contract entry
    const routes = app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.startsWith('/api/exchange-sim/'))
      .map((r) => ({ method: r.method, path: r.path.slice('/api'.length) }));
    expect(routes.some((r) => r.method === 'POST' && r.path === '/transaction/place-order')).toBe(true);
    expect(routes.some((r) => r.method === 'GET' && r.path === '/files/:id/:name')).toBe(true);
    // each route is exactly a call's path, not one that merely matches it
    const unlisted = routes.filter((r) => callFor(r.method, r.path)?.path !== r.path).map((r) => `${r.method} ${r.path}`);
    expect(unlisted).toEqual([]);
    const served = (c: (typeof ALL_CALLS)[number]) => routes.some((r) => r.method === c.method && r.path === c.path);
    expect(ALL_CALLS.filter((c) => !served(c)).map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });

  it('fails a test on a renamed answer field', () => {
    expect(() => checkAgainstContract('GET', '/api/transaction/get_cart_details', json(200), { cart_detail: {} })).toThrow(
      /does not match the contract: cart_details/,
    );
  });

  it('fails on a JSON call the contract does not list, and on an error without the error shape', () => {
    expect(() => checkAgainstContract('GET', '/api/nowhere', json(200), {})).toThrow(/contract has no such call/);
    expect(() => checkAgainstContract('POST', '/api/transaction/place-order', json(400), { message: 'x' })).toThrow(/without the error shape/);
    expect(() => checkAgainstContract('POST', '/api/transaction/place-order', json(400), { errors: ['Amount is mandatory'] })).not.toThrow();
  });
});
