import { hostname } from 'node:os';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { randomToken, sha256Hex } from './crypto.ts';
import { refuse } from './refusal.ts';

const KEY_SHAPE = /^[A-Za-z0-9_\-:.]{8,100}$/;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 15_000;
/**
 * A claim is leased to the process that runs its request, and renewed every third of the lease
 * while the request runs (no request runs unanswered for long: the order sweep finishes a crashed
 * placement). A claim past its lease belongs to a process that is gone (killed, crashed): it is
 * released by the next request with the key, and at start-up, so the retry runs within seconds.
 */
export const CLAIM_LEASE_MS = 10_000;
/** This process, named on its claims: a claim of ours that no request of ours is running is dead at once. */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomToken(6)}`;
/** Claims whose request is running in this process ("user|route|key"). */
const running = new Set<string>();
const RELEASE_RETRY_MS = 500;

/** Canonical JSON: the same body in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash a claim records of its request body (key order does not matter). */
export const bodyHashOf = (body: unknown): string => sha256Hex(canonical(body));

/**
 * Runs `work` once per (user, route, Idempotency-Key). A retry with the same key and body gets
 * the first answer; the same key with another body is refused; a duplicate that arrives while
 * the first is still running waits for its answer. Without a key, `work` just runs.
 */
export async function idempotent<T>(
  db: Db,
  clock: Clock,
  opts: { userId: number; route: string; key: string | undefined; body: unknown },
  work: () => Promise<T>,
): Promise<T> {
  if (opts.key === undefined) return work();
  if (!KEY_SHAPE.test(opts.key)) throw refuse('invalid', 'Idempotency-Key must be 8 to 100 letters, digits or -_:.');
  const bodyHash = bodyHashOf(opts.body);
  const where = and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.route, opts.route), eq(idempotencyKeys.key, opts.key));
  const mine = `${opts.userId}|${opts.route}|${opts.key}`;
  const lease = () => new Date(clock.now().getTime() + CLAIM_LEASE_MS);
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ key: opts.key, userId: opts.userId, route: opts.route, bodyHash, createdAt: clock.now(), owner: PROCESS_ID, leaseUntil: lease() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) {
    running.add(mine);
    const renew = setInterval(() => {
      db.update(idempotencyKeys)
        .set({ leaseUntil: lease() })
        .where(and(where, isNull(idempotencyKeys.status), eq(idempotencyKeys.owner, PROCESS_ID)))
        .catch(() => undefined); // a database that is down now fails the request itself
    }, CLAIM_LEASE_MS / 3);
    renew.unref();
    try {
      const answer = await work();
      await db
        .update(idempotencyKeys)
        .set({ status: 200, answer: answer as never, leaseUntil: null })
        .where(where);
      return answer;
    } catch (err) {
      // A failed first attempt must not pin the key: the retry should run again. When the database
      // itself is what failed (a 503), the release is tried again until it goes through or the lease ends.
      releaseLater(db, clock, where);
      throw err;
    } finally {
      clearInterval(renew);
      running.delete(mine);
    }
  }
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) return idempotent(db, clock, opts, work); // the first attempt failed and let go of the key
    if (row.bodyHash !== bodyHash) throw refuse('unprocessable', 'This Idempotency-Key was already used for a different request');
    if (row.status !== null) return row.answer as T;
    const ours = row.owner === PROCESS_ID && !running.has(mine);
    const leaseEnd = (row.leaseUntil ?? new Date(row.createdAt.getTime() + CLAIM_LEASE_MS)).getTime();
    if (ours || clock.now().getTime() >= leaseEnd) {
      // its request ended without an answer (ours) or its process is gone (lease over): release that claim only
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            where,
            isNull(idempotencyKeys.status),
            eq(idempotencyKeys.createdAt, row.createdAt),
            ours ? eq(idempotencyKeys.owner, PROCESS_ID) : deadLease(clock.now()),
          ),
        );
      return idempotent(db, clock, opts, work);
    }
    if (waited >= WAIT_LIMIT_MS) throw refuse('conflict', 'The same request is still being processed, please wait');
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
}

/** Deletes a failed claim; while the database refuses (it is why the work failed), tries again until the lease ends. */
function releaseLater(db: Db, clock: Clock, where: ReturnType<typeof and>): void {
  const until = clock.now().getTime() + CLAIM_LEASE_MS;
  const attempt = () => {
    Promise.resolve()
      .then(() => db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status))))
      .catch(() => {
        if (clock.now().getTime() < until) setTimeout(attempt, RELEASE_RETRY_MS).unref();
      });
  };
  attempt();
}

/**
 * At start-up: unanswered claims whose lease is over belong to processes that are gone (this one's
 * earlier life among them); they are released so their retries run at once.
 */
export async function releaseDeadClaims(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(and(isNull(idempotencyKeys.status), deadLease(now)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** A lease that is over (a claim from before leases: its lease counts from when it was made). */
const deadLease = (now: Date) =>
  or(lt(idempotencyKeys.leaseUntil, now), and(isNull(idempotencyKeys.leaseUntil), lt(idempotencyKeys.createdAt, new Date(now.getTime() - CLAIM_LEASE_MS))));
/**
 * The body hash of a fence row: no real body hashes to it (a hash is 64 hex digits), so a request
 * that arrives after its key was fenced is refused as "used for a different request" and never runs.
 */
const FENCE_HASH = 'fenced: the investor was told this request was not done';

export type IdempotencyOutcome =
  /** the request ran and answered this (the same answer a retry would get) */
  | { state: 'answered'; answer: unknown }
  /** the request is running (or its process died and the work is finished by its sweep) */
  | { state: 'working'; since: Date }
  /** no request with this key ran to an answer: it never arrived, or it failed and let go of the key */
  | { state: 'absent' };

/**
 * What became of the request a user sent with this key on this route, for a client whose answer
 * was lost. Only the key's own user can see it (the user is part of the key). When nothing holds
 * the key, it is fenced in the same statement: a copy of that request still on its way (a slow
 * upload) is refused when it arrives, so "not done" stays true once it has been said.
 */
export async function idempotencyOutcome(db: Db, clock: Clock, opts: { userId: number; route: string; key: string }): Promise<IdempotencyOutcome> {
  if (!KEY_SHAPE.test(opts.key)) throw refuse('invalid', 'Idempotency-Key must be 8 to 100 letters, digits or -_:.');
  const [fenced] = await db
    .insert(idempotencyKeys)
    .values({ key: opts.key, userId: opts.userId, route: opts.route, bodyHash: FENCE_HASH, status: 410, answer: null, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (fenced) return { state: 'absent' };
  const where = and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.route, opts.route), eq(idempotencyKeys.key, opts.key));
  const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
  // the row went between the two statements (a failed first attempt let go of it): ask again
  if (!row) return idempotencyOutcome(db, clock, opts);
  if (row.bodyHash === FENCE_HASH) return { state: 'absent' };
  if (row.status === null) return { state: 'working', since: row.createdAt };
  return { state: 'answered', answer: row.answer };
}
