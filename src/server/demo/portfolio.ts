import { and, asc, eq, inArray, lte, desc, sql } from 'drizzle-orm';
import { purchaseAllotment } from '@shared/rules/transactions/allotment.ts';
import { parseDecimal } from '@shared/money/decimal.ts';
import { istDate } from '@shared/time/ist.ts';
import { nextCounter, nextTransNo } from '../adapters/exchange/numbers.ts';
import { seedApprovedSimMandate } from '../adapters/exchange/simulated-mandates.ts';
import type { AppDeps } from '../lib/context.ts';
import {
  bankAccounts,
  exchangeSchemeCodes,
  folios,
  lots,
  mandates,
  navHistory,
  orders,
  registrations,
  schemes,
  simExchangeClients,
  users,
} from '../db/schema.ts';
import { DEMO_FAMILY_INVESTOR, DEMO_INVESTOR } from './investors.ts';
import { accountNumberOf } from '../services/banks/account-number.ts';

const DAY = 86_400_000;

/**
 * The demo investor's money side (demo mode): registered with the simulated exchange, an approved
 * mandate, and a portfolio bought in the past at the catalogue's own NAVs (a large-cap and an ELSS
 * fund two years ago, a liquid fund last month) with a running monthly SIP. Created once.
 */
export async function seedDemoPortfolio(deps: AppDeps): Promise<void> {
  // large cap (1), ELSS (12), liquid (21): ids of the catalogue's SEBI taxonomy
  await seedOne(deps, DEMO_INVESTOR, {
    mandateId: 'DEMO0000X1',
    sip: true,
    gender: 'F',
    nominee: 'Rohan Kulkarni',
    plan: [
      { sub: 1, daysAgo: 730, amount: 5_000_000n },
      { sub: 12, daysAgo: 700, amount: 1_500_000n },
      { sub: 21, daysAgo: 40, amount: 2_500_000n },
    ],
  });
  // the second demo investor (a family member to link): an ELSS and a liquid fund of his own
  await seedOne(deps, DEMO_FAMILY_INVESTOR, {
    mandateId: 'DEMO0000X2',
    sip: false,
    gender: 'M',
    nominee: 'Asha Kulkarni',
    plan: [
      { sub: 12, daysAgo: 500, amount: 3_000_000n },
      { sub: 21, daysAgo: 90, amount: 1_200_000n },
    ],
  });
}

interface DemoHolder {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
}

async function seedOne(
  deps: AppDeps,
  who: DemoHolder,
  opts: { mandateId: string; sip: boolean; gender: 'M' | 'F'; nominee: string; plan: Array<{ sub: number; daysAgo: number; amount: bigint }> },
): Promise<void> {
  const { db, clock } = deps;
  const [user] = await db.select().from(users).where(eq(users.mobile, who.mobile)).limit(1);
  if (!user?.isOnboarded || !user.pan) return;
  const now = clock.now();
  const today = istDate(now);
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id)).orderBy(desc(bankAccounts.isDefault)).limit(1);

  const [client] = await db.select().from(simExchangeClients).where(eq(simExchangeClients.clientCode, user.niveshId)).limit(1);
  if (!client) {
    const reg = await deps.adapters.exchange.registerClient({
      clientCode: user.niveshId,
      pan: user.pan,
      firstName: user.firstName ?? who.firstName,
      lastName: user.lastName ?? who.lastName,
      dateOfBirth: '1988-04-14',
      gender: opts.gender,
      holdingNature: 'SI',
      email: user.email ?? who.email,
      mobile: user.mobile,
      address: { line1: '12, Prabhat Road', line2: 'Erandwane', city: 'Pune', state: 'Maharashtra', pincode: '411004', country: 'India' },
      bank: {
        accountNumber: bank ? accountNumberOf(deps.config, bank) : '50100234567890',
        ifsc: bank?.ifsc ?? 'HDFC0000007',
        accountType: 'SB',
        isDefault: true,
      },
      nominees: [{ name: opts.nominee, relation: 'Spouse', percent: 100, isMinor: false, guardianName: null }],
      jointHolders: [],
    });
    if (!reg.ok) throw new Error(`demo exchange registration: ${reg.message}`);
    const fatca = await deps.adapters.exchange.uploadFatca({
      clientCode: user.niveshId,
      pan: user.pan,
      name: `${user.firstName} ${user.lastName}`,
      placeOfBirth: 'Pune',
      countryOfBirth: 'India',
      nationality: 'India',
      taxResidency: 'India',
      occupationCode: '41',
      incomeSlabCode: '34',
      sourceOfWealthCode: '01',
      pep: 'N',
    });
    if (!fatca.ok) throw new Error(`demo FATCA: ${fatca.message}`);
  }

  await db
    .insert(mandates)
    .values({
      userId: user.id,
      mandateId: opts.mandateId,
      mandateType: 'X',
      bankName: bank?.bankName ?? 'HDFC Bank',
      accountLast4: bank?.accountMasked.slice(-4) ?? '0000',
      amountPaise: 10_000_000n,
      startDate: '2024-01-01',
      endDate: '2099-12-31',
      status: 'APPROVED',
      createdAt: now,
      bankAccountId: bank?.id ?? null,
      ifsc: bank?.ifsc ?? null,
      statusCheckedAt: now,
    })
    .onConflictDoNothing();
  // the simulated exchange debits SIP instalments against its own mandate book
  await seedApprovedSimMandate(db, clock, {
    mandateId: opts.mandateId,
    clientCode: user.niveshId,
    mandateType: 'X',
    amountPaise: 10_000_000n,
    bankName: bank?.bankName ?? 'HDFC Bank',
    ifsc: bank?.ifsc ?? 'HDFC0000007',
    accountLast4: bank?.accountMasked.slice(-4) ?? '0000',
  });

  const [held] = await db
    .select({ n: sql<number>`count(*)` })
    .from(lots)
    .where(eq(lots.userId, user.id));
  if (Number(held?.n ?? 0) > 0) return;

  const pick = async (subAssetClassId: number) => {
    const [s] = await db
      .select({ id: schemes.id, amcId: schemes.fundHouseId })
      .from(schemes)
      .where(
        and(
          eq(schemes.subAssetClassId, subAssetClassId),
          eq(schemes.plan, 'Direct'),
          eq(schemes.option, 'Growth'),
          eq(schemes.isActive, true),
          sql`${schemes.allowedTransactions} @> array['SIP','RED']::text[]`,
          inArray(schemes.id, db.select({ id: exchangeSchemeCodes.schemeId }).from(exchangeSchemeCodes)),
        ),
      )
      .orderBy(asc(schemes.id))
      .limit(1);
    return s && s.amcId !== null ? { id: s.id, amcId: s.amcId } : null;
  };
  const plan = opts.plan;
  let sipScheme: { id: number; amcId: number; folioNo: string } | null = null;
  for (const p of plan) {
    const scheme = await pick(p.sub);
    if (!scheme) continue;
    const want = istDate(new Date(now.getTime() - p.daysAgo * DAY));
    const [nav] = await db
      .select()
      .from(navHistory)
      .where(and(eq(navHistory.schemeId, scheme.id), lte(navHistory.navDate, want)))
      .orderBy(desc(navHistory.navDate))
      .limit(1);
    if (!nav) continue;
    const nav4 = parseDecimal(nav.nav, 4)!;
    const { stampDutyPaise, units } = purchaseAllotment(p.amount, nav4, nav.navDate);
    const folioNo = `${String(scheme.amcId).padStart(3, '0')}${String(await nextCounter(db, 'folio')).padStart(7, '0')}`;
    const placedAt = new Date(Date.parse(`${nav.navDate}T04:30:00Z`));
    await db.transaction(async (tx) => {
      await tx.insert(folios).values({ userId: user.id, amcId: scheme.amcId, folioNo, createdAt: placedAt });
      const [o] = await tx
        .insert(orders)
        .values({
          orderNo: String(20_000_000 + (await nextCounter(tx, 'demo-order'))),
          transNo: await nextTransNo(tx, placedAt),
          userId: user.id,
          kind: 'PURCHASE',
          trType: 'NEW',
          schemeId: scheme.id,
          amcId: scheme.amcId,
          folioNo,
          amountPaise: p.amount,
          status: 'ALLOTTED',
          effectiveAt: placedAt,
          navDate: nav.navDate,
          nav4,
          allottedUnits4: units * 10n,
          stampDutyPaise,
          placedAt,
          updatedAt: placedAt,
        })
        .returning({ id: orders.id });
      await tx.insert(lots).values({
        userId: user.id,
        folioNo,
        schemeId: scheme.id,
        orderId: o!.id,
        lotDate: nav.navDate,
        units4: units * 10n,
        remaining4: units * 10n,
        nav4,
        costPaise: p.amount,
      });
    });
    if (opts.sip && p.sub === 1) sipScheme = { ...scheme, folioNo };
  }
  if (sipScheme) {
    // a monthly SIP on the 5th into the large-cap folio; its next instalment is the coming 5th
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const month = d < 5 ? today.slice(0, 8) : new Date(Date.UTC(y, m, 5)).toISOString().slice(0, 8);
    await db.insert(registrations).values({
      regNo: String(5_900_000 + (await nextCounter(db, 'demo-reg'))),
      userId: user.id,
      kind: 'SIP',
      trType: 'XSIP',
      schemeId: sipScheme.id,
      amcId: sipScheme.amcId,
      folioNo: sipScheme.folioNo,
      amountPaise: 500_000n,
      frequency: 3,
      day: 5,
      startDate: `${month}05`,
      endDate: '2036-12-05',
      installments: 120,
      mandateId: opts.mandateId,
      nextRunDate: `${month}05`,
      createdAt: now,
    });
  }
}
