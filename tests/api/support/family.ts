import { eq } from 'drizzle-orm';
import { lots, orders, users } from '../../../src/server/db/schema.ts';
import type { TestApp } from './harness.ts';
import { onboardedInvestor, testNav, type TestCatalogue } from './orders-fixture.ts';

export interface FamilyInvestor {
  token: string;
  userId: number;
  niveshId: string;
  mobile: string;
  pan: string;
  profile(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

/** An onboarded investor (orders fixture) with helpers for the profile calls. */
export async function familyInvestor(t: TestApp, mobile: string, name: [string, string]): Promise<FamilyInvestor> {
  const inv = await onboardedInvestor(t, mobile);
  const [row] = await t.deps.db.update(users).set({ firstName: name[0], lastName: name[1] }).where(eq(users.id, inv.userId)).returning();
  const profile = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.call(method, `/api/profile${path}`, body, { token: inv.token, ...headers });
  return { token: inv.token, userId: inv.userId, niveshId: inv.niveshId, mobile, pan: row!.pan!, profile };
}

let n = 0;
/** An allotted purchase at the test catalogue's NAV of the day, with its lot (what the order engine writes). */
export async function holding(t: TestApp, cat: TestCatalogue, userId: number, schemeId: number, navDate: string, rupees: number, base = 100): Promise<void> {
  n += 1;
  const nav4 = BigInt(Math.round(Number(testNav(base, navDate)) * 10_000));
  const amountPaise = BigInt(rupees) * 100n;
  // units to 3 decimals, rounded down (the allotment rule), held as 4-decimal integers
  const units4 = ((amountPaise * 100_000n) / nav4) * 10n;
  const folio = `FAM${userId}-${schemeId}`;
  const placedAt = new Date(`${navDate}T05:00:00Z`);
  const [o] = await t.deps.db
    .insert(orders)
    .values({
      orderNo: `FAM${n}`,
      transNo: `2025FAM${String(n).padStart(12, '0')}`,
      userId,
      kind: 'PURCHASE',
      trType: 'NEW',
      schemeId,
      amcId: cat.amcId,
      folioNo: folio,
      amountPaise,
      status: 'ALLOTTED',
      navDate,
      nav4,
      allottedUnits4: units4,
      placedAt,
      updatedAt: placedAt,
    })
    .returning({ id: orders.id });
  await t.deps.db
    .insert(lots)
    .values({ userId, folioNo: folio, schemeId, orderId: o!.id, lotDate: navDate, units4, remaining4: units4, nav4, costPaise: amountPaise });
}

/** Links `member` to `head`'s family through the OTP the member's mobile received. */
export async function link(t: TestApp, head: FamilyInvestor, member: FamilyInvestor, by: 'pan' | 'id' = 'pan'): Promise<void> {
  t.clock.advance(31_000);
  const sent = await head.profile('POST', '/send_family_otp', { carrier: by === 'pan' ? member.pan : member.niveshId, type: by === 'pan' ? 1 : 3 });
  if (!sent.body.code) throw new Error(`send_family_otp: ${JSON.stringify(sent.body)}`);
  const ok = await head.profile('POST', '/verify_family_otp', {
    code: sent.body.code,
    otp: await t.latestOtp(member.mobile),
    child_user_id: sent.body.child_user_id,
    is_encrypted: false,
  });
  if (ok.body.is_linked !== true) throw new Error(`verify_family_otp: ${JSON.stringify(ok.body)}`);
}
