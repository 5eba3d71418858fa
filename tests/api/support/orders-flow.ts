import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { paymentByToken } from '../../../src/server/services/transactions/payments.ts';
import { confirmationPath } from '../../../src/server/services/transactions/order-outcome.ts';
import { BSE_PAYMENT_RETURN_PATH } from '../../../src/server/adapters/exchange/bse/exchange.ts';

/** Cart → transaction OTP (read from the dev outbox) → verified. Returns the OTP challenge code. */
export async function verifyCheckout(t: TestApp, token: string, mobile: string, ihno: number[], type: string): Promise<void> {
  const sent = await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno, type }, { token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = await t.latestOtp(mobile);
  const verified = await t.call('POST', '/api/transaction/verify-tansaction-otp', { ihno, otp }, { token });
  expect(verified.body).toEqual({ otp_verified: true });
}

export async function addToCart(t: TestApp, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<number> {
  const res = await t.call('POST', '/api/transaction/create_transaction', body, { token, ...headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.transaction_created, JSON.stringify(res.body)).toBe(true);
  return res.body.TE_IHNO as number;
}

/** Follows a payment_url through the simulated gateway with Pay (net banking) or Fail. */
export async function payOnGateway(t: TestApp, paymentUrl: string, action: 'pay' | 'fail'): Promise<string> {
  if (t.standIn && paymentUrl.startsWith(`${t.standIn.url}/`)) return payOnStandIn(t, paymentUrl, action);
  const path = new URL(paymentUrl).pathname;
  const page = await t.app.request(path);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('BSE StAR MF payment');
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mode: 'NETBANKING', bank: 'HDFC Bank', action }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** The stand-in's gateway page over HTTP, then back to us at the loopback URL the adapter gave it. */
async function payOnStandIn(t: TestApp, paymentUrl: string, action: 'pay' | 'fail'): Promise<string> {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('BSE StAR MF payment');
  const res = await fetch(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mode: 'NETBANKING', bank: 'HDFC Bank', action }).toString(),
  });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  expect(back.pathname.startsWith(BSE_PAYMENT_RETURN_PATH)).toBe(true);
  // the return address is ours: it asks the exchange how the payment went, then shows the confirmation
  const returned = await t.app.request(back.pathname);
  expect(returned.status).toBe(303);
  const p = await paymentByToken(t.deps, back.pathname.slice(BSE_PAYMENT_RETURN_PATH.length));
  expect(p).not.toBeNull();
  expect(returned.headers.get('location')).toBe(confirmationPath(p!.id));
  expect(p!.status).not.toBe('PENDING');
  return confirmationPath(p!.id);
}

/**
 * Buys through the whole flow at 11:00 IST on `ymd` (a business day) and allots; returns the folio.
 * A scheme already held is bought into its folio, unless `newFolio` asks for another.
 */
export async function buyAndAllot(
  t: TestApp,
  inv: { token: string },
  mobile: string,
  scheme: { id: number; amcId: number },
  amount: string,
  ymd: string,
  sweep: () => Promise<unknown>,
  opts: { newFolio?: boolean } = {},
): Promise<string> {
  t.clock.set(`${ymd}T05:30:00Z`);
  const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: opts.newFolio ? 'New Folio' : '', Amount: amount, AmcId: scheme.amcId, Sch: scheme.id });
  await verifyCheckout(t, inv.token, mobile, [ihno], 'Lumpsum');
  const placed = await t.call(
    'POST',
    '/api/transaction/place-order',
    { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
    { token: inv.token },
  );
  await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
  await sweep();
  const history = await t.call('GET', '/api/profile/get_transaction_history', undefined, { token: inv.token });
  const row = history.body.transaction_history.find(
    (h: { SchemeID: number; transactionstatus: string }) => h.SchemeID === scheme.id && h.transactionstatus === 'Completed',
  );
  expect(row, 'allotted').toBeTruthy();
  return row.Accno as string;
}
