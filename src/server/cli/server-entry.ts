/**
 * What the server bundle (dist-server/server.mjs, built by build-server.mjs) offers the launcher:
 * the start-up, and a way to hand over the database engine's compile begun before it loaded.
 */
export { start } from './start.ts';
export { adoptPgliteWasm } from '../db/pglite-wasm.ts';
