import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartItems, idempotencyKeys, orders, payments } from '../../src/server/db/schema.ts';
import { CLAIM_LEASE_MS, idempotent, releaseDeadClaims } from '../../src/server/lib/idempotency.ts';
import { resumePlacing } from '../../src/server/services/transactions/place-order.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-18T04:30:00Z' });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const lumpsum = (amount: string) => ({ TrType: 'NEW', AccNo: '', Amount: amount, AmcId: cat.amcId, Sch: cat.equity });

describe('Idempotency-Key', () => {
  it('50 concurrent place-order calls with one key create exactly one order and all get the same answer', async () => {
    const inv = await onboardedInvestor(t, '9730000001');
    const ihno = await addToCart(t, inv.token, lumpsum('10000'));
    await verifyCheckout(t, inv.token, '9730000001', [ihno], 'Lumpsum');
    const body = { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/transaction/place-order', body, { token: inv.token, 'Idempotency-Key': 'checkout-9730000001-a' })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const urls = new Set(answers.map((a) => a.body.bse_order?.payment_url));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toBeTruthy();
    expect(await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId))).toHaveLength(1);
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, inv.userId))).toHaveLength(1);
  });

  it('the same key with a different body is refused', async () => {
    const inv = await onboardedInvestor(t, '9730000002');
    const first = await t.call('POST', '/api/transaction/create_transaction', lumpsum('10000'), { token: inv.token, 'Idempotency-Key': 'add-9730000002' });
    expect(first.body.transaction_created).toBe(true);
    const same = await t.call('POST', '/api/transaction/create_transaction', lumpsum('10000'), { token: inv.token, 'Idempotency-Key': 'add-9730000002' });
    expect(same.body).toEqual(first.body);
    const other = await t.call('POST', '/api/transaction/create_transaction', lumpsum('20000'), { token: inv.token, 'Idempotency-Key': 'add-9730000002' });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual(['This Idempotency-Key was already used for a different request']);
    expect(await t.deps.db.select().from(cartItems).where(eq(cartItems.userId, inv.userId))).toHaveLength(1);
  });
});

describe('Idempotency-Key after a crash or a 503', () => {
  const route = 'create_transaction';
  const keyRow = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

  it('a claim left by a killed process is released within seconds, by the retry and at start-up', async () => {
    const inv = await onboardedInvestor(t, '9730000011');
    // the hash the route records for this body (of the body as validated)
    await t.call('POST', '/api/transaction/create_transaction', lumpsum('10000'), { token: inv.token, 'Idempotency-Key': 'add-probe-0' });
    const [probe] = await t.deps.db.select().from(idempotencyKeys).where(keyRow(inv.userId, 'add-probe-0'));
    // what a process killed (kill -9) while running the first request leaves: an unanswered claim with a short lease
    await t.deps.db.insert(idempotencyKeys).values({
      key: 'add-killed-1',
      userId: inv.userId,
      route,
      bodyHash: probe!.bodyHash,
      createdAt: t.clock.now(),
      owner: 'other-host:4242:gone',
      leaseUntil: new Date(t.clock.now().getTime() + CLAIM_LEASE_MS),
    });
    const retry = t.call('POST', '/api/transaction/create_transaction', lumpsum('10000'), { token: inv.token, 'Idempotency-Key': 'add-killed-1' });
    // seconds later (not minutes) the lease is over
    t.clock.advance(CLAIM_LEASE_MS + 1_000);
    const r = await retry;
    expect(r.status).toBe(200);
    expect(r.body.transaction_created).toBe(true);
    expect(await t.deps.db.select().from(cartItems).where(eq(cartItems.userId, inv.userId))).toHaveLength(2);

    // at start-up, every claim whose lease is over is released; a live one is kept
    await t.deps.db.insert(idempotencyKeys).values({
      key: 'add-killed-2',
      userId: inv.userId,
      route,
      bodyHash: 'x',
      createdAt: t.clock.now(),
      owner: 'other-host:4242:gone',
      leaseUntil: new Date(t.clock.now().getTime() + CLAIM_LEASE_MS),
    });
    await t.deps.db.insert(idempotencyKeys).values({
      key: 'add-running-3',
      userId: inv.userId,
      route,
      bodyHash: 'x',
      createdAt: t.clock.now(),
      owner: 'other-host:77:alive',
      leaseUntil: new Date(t.clock.now().getTime() + 5 * CLAIM_LEASE_MS),
    });
    t.clock.advance(CLAIM_LEASE_MS + 1_000);
    expect(await releaseDeadClaims(t.deps.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await t.deps.db.select().from(idempotencyKeys).where(keyRow(inv.userId, 'add-killed-2'))).toHaveLength(0);
    expect(await t.deps.db.select().from(idempotencyKeys).where(keyRow(inv.userId, 'add-running-3'))).toHaveLength(1);
  });

  it('after a 503 whose claim could not be released, the retry runs at once', async () => {
    const inv = await onboardedInvestor(t, '9730000012');
    const down = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    // the database fails under the first request: its work and the release of its claim both fail
    const failing = Object.create(t.deps.db) as typeof t.deps.db;
    let deletes = 0;
    failing.delete = ((table: never) => {
      deletes++;
      if (deletes === 1) throw down;
      return t.deps.db.delete(table);
    }) as typeof t.deps.db.delete;
    const opts = { userId: inv.userId, route, key: 'add-after-503', body: { amount: 1 } };
    await expect(
      idempotent(failing, t.clock, opts, async () => {
        throw down;
      }),
    ).rejects.toThrow('Connection terminated');
    expect(await t.deps.db.select().from(idempotencyKeys).where(keyRow(inv.userId, 'add-after-503'))).toHaveLength(1);
    // the database is back and the client retries: no 409, no wait for a lease, the work runs once
    let runs = 0;
    const answer = await idempotent(t.deps.db, t.clock, opts, async () => ({ done: ++runs }));
    expect(answer).toEqual({ done: 1 });
    expect(await idempotent(t.deps.db, t.clock, opts, async () => ({ done: ++runs }))).toEqual({ done: 1 });
    expect(runs).toBe(1);
  });
});

describe('crash between placing steps', () => {
  it('items left in PLACING are finished by the sweep, once, with the exchange answering the same reference', async () => {
    const inv = await onboardedInvestor(t, '9730000003');
    const ihno = await addToCart(t, inv.token, lumpsum('10000'));
    // what step 1 leaves behind if the process dies before the exchange answers
    await t.deps.db
      .update(cartItems)
      .set({
        status: 'PLACING',
        transNo: '2026111810231999001',
        placedAt: t.clock.now(),
        placement: { paymentType: 1, category: 1, accountNo: null, batch: 'crashed-batch', origin: 'http://127.0.0.1:8080' },
      })
      .where(eq(cartItems.id, ihno));
    expect(await resumePlacing(t.deps)).toBe(0); // too fresh: the original request may still be running
    t.clock.advance(3 * 60_000);
    expect(await resumePlacing(t.deps)).toBe(1);
    expect(await resumePlacing(t.deps)).toBe(0);
    const rows = await t.deps.db.select().from(orders).where(eq(orders.userId, inv.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transNo: '2026111810231999001', status: 'PAYMENT_PENDING' });
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, ihno));
    expect(item!.status).toBe('PLACED');
  });
});
