import { eq } from 'drizzle-orm';
import { seedApprovedSimMandate } from '../../../src/server/adapters/exchange/simulated-mandates.ts';
import {
  bankAccounts,
  exchangeSchemeCodes,
  fundHouses,
  mandates,
  navHistory,
  schemeSipFrequencies,
  schemeSystematicFrequencies,
  schemes,
  users,
} from '../../../src/server/db/schema.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { loadTaxonomy } from '../../../src/server/services/schemes/taxonomy.ts';
import { signUp, type TestApp } from './harness.ts';
import { accountColumns } from '../../../src/server/services/banks/account-number.ts';

export interface TestCatalogue {
  amcId: number;
  /** large cap, 1% exit load within 365 days */
  equity: number;
  /** flexi cap, same fund house: a switch target */
  equity2: number;
  /** liquid fund: NAV every calendar day, liquid cut-off */
  liquid: number;
  /** no exchange codes at all */
  noCode: number;
  /** SIP not allowed */
  noSip: number;
  /** ELSS: 3-year lock-in */
  elss: number;
}

/** NAV on a day: a gentle deterministic climb from a base, one row per calendar day. */
export function testNav(base: number, ymd: string): string {
  const days = Math.round((Date.parse(`${ymd}T00:00:00Z`) - Date.parse('2025-01-01T00:00:00Z')) / 86_400_000);
  return (base + days * 0.01).toFixed(4);
}

function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A small real catalogue (the catalogue module's taxonomy, one fund house, five schemes, two years of NAVs). */
export async function seedTestCatalogue(db: Db): Promise<TestCatalogue> {
  await loadTaxonomy(db);
  const [amc] = await db.insert(fundHouses).values({ name: 'Test Mutual Fund', shortName: 'Test', code: 'TST' }).returning({ id: fundHouses.id });
  const amcId = amc!.id;
  const all = ['NEW', 'ADD', 'SIP', 'SWP', 'STP', 'SWT', 'RED'] as const;
  const make = async (
    code: number,
    name: string,
    assetClassId: number,
    subId: number,
    opts: { allowed?: readonly (typeof all)[number][]; exitLoad?: boolean; codes?: boolean; base: number; lockInYears?: number },
  ) => {
    const [s] = await db
      .insert(schemes)
      .values({
        amfiCode: code,
        name,
        productName: name.replace(/ - .*/, ''),
        fundHouseId: amcId,
        assetClassId,
        subAssetClassId: subId,
        plan: 'Direct',
        option: 'Growth',
        rtaProductCode: `TST${code}`,
        minPurchase: '5000.00',
        additionalPurchase: '1000.00',
        maxPurchase: null,
        allowedTransactions: [...(opts.allowed ?? all)],
        exitLoadText: opts.exitLoad ? '1% if redeemed within 365 days' : 'Nil',
        exitLoadRules: opts.exitLoad ? [{ withinDays: 365, percent: '1.00' }] : [],
        lockInYears: opts.lockInYears ?? null,
        source: 'demo',
      })
      .returning({ id: schemes.id });
    const id = s!.id;
    await db.insert(schemeSipFrequencies).values({
      schemeId: id,
      frequency: 3,
      minAmount: '500.00',
      maxAmount: '100000.00',
      minInstallments: 6,
      maxInstallments: 120,
      sipDates: '1,5,10,15,20,25,28',
    });
    // SWP and STP: monthly only, at least ₹1,000 an instalment, 2 to 60 instalments
    for (const kind of ['SWP', 'STP'] as const) {
      if ((opts.allowed ?? all).includes(kind))
        await db
          .insert(schemeSystematicFrequencies)
          .values({ schemeId: id, kind, frequency: 3, minAmount: '1000.00', minInstallments: 2, maxInstallments: 60, dates: '1,5,10,15,20,25,28' });
    }
    if (opts.codes !== false) {
      const kinds = ['purchase', 'sip', 'redemption', 'switch', 'swp', 'stp'] as const;
      await db
        .insert(exchangeSchemeCodes)
        .values(kinds.map((k) => ({ schemeId: id, txKind: k, minAmount: '0.00', maxAmount: null, bseCode: `TST${code}-${k.toUpperCase()}` })));
    }
    const days = eachDay('2025-01-01', '2028-12-31');
    for (let i = 0; i < days.length; i += 500) {
      await db.insert(navHistory).values(days.slice(i, i + 500).map((d) => ({ schemeId: id, navDate: d, nav: testNav(opts.base, d) })));
    }
    return id;
  };
  return {
    amcId,
    equity: await make(990001, 'Test Bluechip Fund - Direct Growth', 1, 1, { exitLoad: true, base: 100 }),
    equity2: await make(990002, 'Test Flexi Cap Fund - Direct Growth', 1, 6, { base: 50 }),
    liquid: await make(990003, 'Test Liquid Fund - Direct Growth', 2, 21, { base: 1000 }),
    noCode: await make(990004, 'Test New Launch Fund - Direct Growth', 1, 1, { codes: false, base: 10 }),
    noSip: await make(990005, 'Test Lumpsum Only Fund - Direct Growth', 1, 1, { allowed: ['NEW', 'ADD', 'RED'], base: 20 }),
    elss: await make(990006, 'Test Tax Saver Fund - Direct Growth', 1, 12, { allowed: ['NEW', 'ADD', 'SIP', 'RED'], base: 30, lockInYears: 3 }),
  };
}

/** A signed-up investor made onboarded as onboarding would leave them, registered with the (simulated) exchange. */
export async function onboardedInvestor(
  t: TestApp,
  mobile: string,
): Promise<{ token: string; userId: number; niveshId: string; email: string; mandateId: string }> {
  // signed up a minute earlier: past the sign-up OTP's 30 s resend cooldown, well inside the session's idle limit
  const now = t.clock.now();
  t.clock.set(new Date(now.getTime() - 60_000));
  const { token, user } = await signUp(t, mobile);
  t.clock.set(now);
  const pan = `ABCP${String.fromCharCode(65 + (Number(mobile.slice(-2)) % 26))}${mobile.slice(-4)}Z`;
  const email = `investor${mobile}@example.com`;
  const [row] = await t.deps.db
    .update(users)
    .set({ pan, email, firstName: 'Test', lastName: 'Investor', isOnboarded: true, pageNo: 9 })
    .where(eq(users.mobile, mobile))
    .returning();
  const userId = row!.id;
  await t.deps.db.insert(bankAccounts).values({
    userId,
    accountHolder: 'Test Investor',
    ...accountColumns(t.deps.config, 'HDFC0001234', `50100${mobile}`),
    accountType: 1,
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
    branchName: 'Fort, Mumbai',
    isDefault: true,
    isVerified: true,
    createdAt: t.clock.now(),
  });
  const reg = await t.deps.adapters.exchange.registerClient({
    clientCode: user.ID,
    pan,
    firstName: 'Test',
    lastName: 'Investor',
    dateOfBirth: '1985-05-05',
    gender: 'M',
    holdingNature: 'SI',
    email,
    mobile,
    address: { line1: '1 MG Road', line2: '', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', country: 'India' },
    bank: { accountNumber: `50100${mobile}`, ifsc: 'HDFC0001234', accountType: 'SB', isDefault: true },
    nominees: [],
    jointHolders: [],
  });
  if (!reg.ok) throw new Error(reg.message);
  const fatca = await t.deps.adapters.exchange.uploadFatca({
    clientCode: user.ID,
    pan,
    name: 'Test Investor',
    placeOfBirth: 'Mumbai',
    countryOfBirth: 'India',
    nationality: 'India',
    taxResidency: 'India',
    occupationCode: '41',
    incomeSlabCode: '33',
    sourceOfWealthCode: '01',
    pep: 'N',
  });
  if (!fatca.ok) throw new Error(fatca.message);
  const mandateId = `MND${mobile}`;
  await t.deps.db.insert(mandates).values({
    userId,
    mandateId,
    mandateType: 'X',
    bankName: 'HDFC Bank',
    accountLast4: mobile.slice(-4),
    amountPaise: 10_000_000n,
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    status: 'APPROVED',
    createdAt: t.clock.now(),
  });
  // the exchange debits SIP instalments against its own mandate book, where the bank approved it long ago
  await seedApprovedSimMandate(t.exchangeDb, t.clock, {
    mandateId,
    clientCode: user.ID,
    mandateType: 'X',
    amountPaise: 10_000_000n,
    bankName: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    accountLast4: mobile.slice(-4),
  });
  return { token, userId, niveshId: user.ID, email, mandateId };
}

/** The cart body of a monthly SIP of ₹2,000 × 12 in the test equity fund from 10 December 2026, on the investor's mandate. */
export function monthlySip(cat: TestCatalogue, mandateId: string): Record<string, unknown> {
  return {
    TrType: 'XSIP',
    StartDate: '10/12/2026',
    Installments: 12,
    InstallmentsAmt: '2000',
    MandateId: mandateId,
    MandateType: 'X',
    FirstOrderToday: 'N',
    Frequency: 3,
    AmcId: cat.amcId,
    Sch: cat.equity,
    Growthoption: 'Y',
    DividendReinvestment: 'N',
    AccNo: '',
  };
}
