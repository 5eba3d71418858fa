import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { API_BASE } from '../../src/shared/contract/common.ts';
import { MEMBER_ACCESS, MEMBER_ACCESS_MESSAGES, memberAccessRule, memberRefusal } from '../../src/shared/rules/family/member-access.ts';
import {
  bankAccounts,
  devOutbox,
  mandates,
  nominees,
  onboardingDocuments,
  otpChallenges,
  pushSubscriptions,
  sessions,
  users,
} from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { seedTestCatalogue } from './support/orders-fixture.ts';
import { familyInvestor, link, type FamilyInvestor } from './support/family.ts';

/**
 * The member-access table (src/shared/rules/family/member-access.ts) against every route the app mounts:
 * each mounted route has a rule and each rule a route; a head switched into a member (child token
 * plus parent token) is refused every `owner` call with the table's message, and nothing of the
 * member's changes; every other call is not refused by the table.
 */
let t: TestApp;
let head: FamilyInvestor;
let member: FamilyInvestor;
let child: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ start: '2025-07-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  await seedTestCatalogue(t.deps.db);
  head = await familyInvestor(t, '9720000001', ['Meera', 'Iyer']);
  member = await familyInvestor(t, '9720000002', ['Arjun', 'Iyer']);
  await link(t, head, member);
  const sw = await head.profile('POST', '/get_access_to_child', { child_id: member.userId });
  child = { token: sw.body.child_token, parent_token: head.token };
}, 120_000);
afterAll(() => t.close());

/** Every route the app mounts (not middleware), as "METHOD /path" under /api. */
function mountedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith(`${API_BASE}/`)) continue;
    seen.add(`${r.method} ${r.path.slice(API_BASE.length)}`);
  }
  return [...seen];
}

/** Everything of the member's that an `owner` call could change (their own sign-ins: logout ends the child session only). */
async function memberState() {
  const db = t.deps.db;
  const [user] = await db.select().from(users).where(eq(users.id, member.userId));
  const n = async (table: typeof bankAccounts | typeof nominees | typeof mandates | typeof onboardingDocuments | typeof pushSubscriptions) =>
    (await db.select({ n: count() }).from(table).where(eq(table.userId, member.userId)))[0]!.n;
  const live = (
    await db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, member.userId), isNull(sessions.parentSessionId), isNull(sessions.revokedAt)))
  )[0]!.n;
  const otps = (await db.select({ n: count() }).from(otpChallenges).where(eq(otpChallenges.userId, member.userId)))[0]!.n;
  const outbox = (await db.select({ n: count() }).from(devOutbox))[0]!.n;
  return {
    user,
    banks: await n(bankAccounts),
    nominees: await n(nominees),
    mandates: await n(mandates),
    documents: await n(onboardingDocuments),
    push: await n(pushSubscriptions),
    live,
    otps,
    outbox,
  };
}

describe('the member-access table', () => {
  it('has a rule for every mounted route, and every rule names a mounted route', () => {
    const mounted = mountedRoutes();
    expect(mounted.length).toBeGreaterThan(150);
    expect(
      mounted.filter((r) => !(r in MEMBER_ACCESS)),
      'mounted routes missing from src/shared/rules/family/member-access.ts',
    ).toEqual([]);
    expect(
      Object.keys(MEMBER_ACCESS).filter((r) => !mounted.includes(r)),
      'rules for routes nobody mounts',
    ).toEqual([]);
  });

  it('refuses a call it does not know (fail closed) and matches paths with their parameters', () => {
    expect(memberRefusal('POST', '/profile/some_new_call')).toBe(MEMBER_ACCESS_MESSAGES.ownerOnly);
    expect(memberAccessRule('POST', '/profile/delete_bank/12')).toBe('owner');
    expect(memberAccessRule('GET', '/goals/get-questionaire/3')).toBe('read');
    expect(memberAccessRule('HEAD', '/profile/get_user_details')).toBe('read');
    expect(memberRefusal('GET', '/profile/get_active_sessions')).toBe('Switch back to your own profile to manage its sessions');
  });

  it('walks every mounted route with a child token: owner calls are refused with the table message and change nothing; the others are not refused', async () => {
    const before = await memberState();
    const routes = mountedRoutes().sort((a, b) => Number(a === 'POST /logout') - Number(b === 'POST /logout'));
    const refused: string[] = [];
    const got: Array<[string, unknown]> = [];
    const want: Array<[string, unknown]> = [];
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = pattern.replace(/:[A-Za-z_]+/g, '1');
      const res = await t.call(method, `${API_BASE}${path}`, method === 'POST' ? {} : undefined, child);
      const refusal = memberRefusal(method, pattern);
      if (refusal) refused.push(route);
      // a refusal by the table is a 403 with its message and code; anything else is not the table's
      got.push([route, res.body?.code === 'MEMBER_OWNER_ONLY' ? { status: res.status, body: res.body } : 'not refused by the table']);
      want.push([route, refusal ? { status: 403, body: { errors: [refusal], code: 'MEMBER_OWNER_ONLY' } } : 'not refused by the table']);
    }
    expect(got).toEqual(want);
    // the calls the issue names are among the refused ones
    for (const r of [
      'POST /profile/update_profile_otp',
      'POST /profile/verify_update_otp',
      'POST /profile/add_bank_mandate',
      'POST /profile/register_mandate',
      'POST /profile/add_nominee_details',
      'GET /profile/get_active_sessions',
      'POST /profile/end_other_sessions',
      'POST /onboarding/send_mobile_otp',
    ]) {
      expect(refused, r).toContain(r);
    }
    expect(await memberState()).toEqual(before);
  });

  it('the same owner calls with a body that would work are refused too, and the member’s own sign-in is not', async () => {
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: member.userId });
    const h = { token: sw.body.child_token, parent_token: head.token };
    const before = await memberState();
    const takeover = await t.call('POST', '/api/profile/update_profile_otp', { phone_number: '9720000099', email_id: '' }, h);
    expect(takeover).toMatchObject({ status: 403, body: { errors: [MEMBER_ACCESS_MESSAGES.ownerOnly] } });
    expect((await t.call('POST', '/api/profile/update_profile_otp', { email_id: 'head@example.com', phone_number: '' }, h)).status).toBe(403);
    const sessionsList = await t.call('GET', '/api/profile/get_active_sessions', undefined, h);
    expect(sessionsList).toMatchObject({ status: 403, body: { errors: ['Switch back to your own profile to manage its sessions'] } });
    expect(await memberState()).toEqual(before);
    // reads and the switch itself still work with the child token
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, h)).body.user_details.name).toBe('Arjun Iyer');
    expect((await t.call('GET', '/api/profile/get_bank_accounts', undefined, h)).status).toBe(200);
    // the member's own sign-in lists its sessions
    const own = await member.profile('GET', '/get_active_sessions');
    expect(own.status).toBe(200);
    expect(own.body.sessions.length).toBeGreaterThan(0);
  });
});
