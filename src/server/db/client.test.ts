import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { isDatabaseUnavailable } from './client.ts';

/** A pg server error as node-postgres raises it. */
function pgError(code: string, message: string): Error {
  const err = new pg.DatabaseError(message, message.length, 'error');
  err.code = code;
  return err;
}

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'])(
    'treats code %s as the database being unavailable',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'terminating connection due to administrator command',
    'the database system is starting up',
    'the database system is shutting down',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
  ])('treats %j as the database being unavailable', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint "users_pan_key"'],
    ['23503', 'insert or update on table "orders" violates foreign key constraint'],
    ['42P01', 'relation "nope" does not exist'],
    ['22P02', 'invalid input syntax for type numeric'],
    ['40001', 'could not serialize access due to concurrent update'],
  ])('does not treat a query error (%s) as unavailability', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(false);
  });

  it('sees a pg error 57P01 inside drizzle\'s "Failed query" wrapper', () => {
    const cause = pgError('57P01', 'terminating connection due to administrator command');
    const wrapped = new DrizzleQueryError('select "id" from "users" where "id" = $1', [1], cause);
    expect(wrapped.message).toMatch(/^Failed query/);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('looks through a few levels of cause, by code or by message', () => {
    const deep = new Error('service failed', { cause: new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED', 'connect failed') }) });
    expect(isDatabaseUnavailable(deep)).toBe(true);
    const byMessage = new Error('outer', { cause: new Error('Connection terminated unexpectedly') });
    expect(isDatabaseUnavailable(byMessage)).toBe(true);
  });

  it('does not treat a wrapped unique violation as unavailability', () => {
    const wrapped = new DrizzleQueryError('insert into "users" ...', ['ABCPE1234F'], pgError('23505', 'duplicate key value violates unique constraint'));
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
    expect(isDatabaseUnavailable(new Error('outer', { cause: wrapped }))).toBe(false);
  });

  it('answers false for things that are not errors, and stops on a cause cycle', () => {
    for (const value of [null, undefined, 0, '', 'ECONNREFUSED', {}, { code: 57 }, new Error('validation failed')]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
    const a: Error & { cause?: unknown } = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('the embedded engine', () => {
  it("opens with the buffer cache size asked for (the server's 32MB by default), else PostgreSQL's own (memory)", async () => {
    const { openPglite } = await import('./client.ts');
    const show = async (sharedBuffers?: string) => {
      const database = await openPglite(null, sharedBuffers ? { sharedBuffers } : {});
      try {
        const r = (await database.pglite!.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!;
        return r.shared_buffers;
      } finally {
        await database.close();
      }
    };
    expect(await show()).toBe('128MB');
    expect(await show('16MB')).toBe('16MB');
  });

  it('PGLITE_SHARED_BUFFERS must be a PostgreSQL size', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({}).pgliteSharedBuffers).toBe('32MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '32' })).toThrow(
      'PGLITE_SHARED_BUFFERS must be a size such as 32MB (kB, MB or GB, at least 128kB), got "32"',
    );
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '64kB' })).toThrow(/at least 128kB/);
  });
});
