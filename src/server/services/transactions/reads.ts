import { and, eq } from 'drizzle-orm';
import { formatDecimal } from '@shared/money/decimal.ts';
import { formatRupees } from '@shared/rules/format/indian-number.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { bankAccounts, mandates, orders, payments, schemes, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { exchangeOf } from './exchange-call.ts';
import { randomToken } from '../../lib/crypto.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { folioPositions, isLocked } from './holdings.ts';
import { isLongTerm, taxClassOf } from '@shared/rules/tax/capital-gains-tax.ts';
import { daysHeld, exitLoadPeriod } from '@shared/money/lots/exit-load.ts';
import { valuePaise } from '@shared/money/lots/scales.ts';
import { confirmationPath, payAgain } from './order-outcome.ts';

/** POST /transaction/folios_based_on_scheme: the investor's folios in the scheme(s) with this RTA code. */
export async function foliosForScheme(deps: AppDeps, userId: number, rtaCode: string) {
  const matches = await deps.db.select({ id: schemes.id }).from(schemes).where(eq(schemes.rtaProductCode, rtaCode));
  const facts = catalogueFacts(deps.db);
  const navFor = async (id: number) => (await facts.latestNav(id))?.nav4 ?? null;
  const out = [];
  for (const { id } of matches) {
    const nav = await facts.latestNav(id);
    const lockIn = { years: (await facts.scheme(id))?.lockInYears ?? null, today: istDate(deps.clock.now()) };
    for (const p of await folioPositions(deps.db, userId, { schemeId: id, navFor, lockIn })) {
      out.push({
        folio: p.folioNo,
        units: formatDecimal(p.units4, 4),
        current_value: formatDecimal(nav ? valuePaise(p.units4, nav.nav4) : 0n, 2),
        nav: nav ? formatDecimal(nav.nav4, 4) : null,
        nav_date: nav?.date ?? null,
        redeemable_units: formatDecimal(p.available4, 4),
        locked: p.lockedLots.map((l) => ({ units: formatDecimal(l.units4, 4), unlock_date: ymdToDmy(l.unlockDate) })),
      });
    }
  }
  return { folios: out };
}

/**
 * POST /transaction/get_ltcg_units: units that would be sold as long-term capital gains today
 * (equity funds: held more than 12 months; debt and other funds by the rule in force, see
 * capital-gains-tax.ts), never counting ELSS units still in their lock-in, split by whether an
 * exit load still applies to them (`_With`) or not (`_Without`), with their value at the latest NAV.
 */
export async function ltcgUnits(deps: AppDeps, userId: number, schemeId: number, folioNo: string) {
  const facts = catalogueFacts(deps.db);
  const scheme = await facts.scheme(schemeId);
  const nav = await facts.latestNav(schemeId);
  const today = istDate(deps.clock.now());
  const [p] = await folioPositions(deps.db, userId, { schemeId, folioNo, navFor: async () => nav?.nav4 ?? null });
  const taxClass = taxClassOf(scheme?.taxProfiles ?? [], today, scheme?.assetClassId ?? 1);
  const insideLoad = exitLoadPeriod(scheme?.exitLoad ?? []);
  let withLoad = 0n;
  let withoutLoad = 0n;
  for (const l of p?.lots ?? []) {
    if (scheme?.lockInYears && isLocked(l.lotDate, scheme.lockInYears, today)) continue;
    if (!isLongTerm(taxClass, l.lotDate, today)) continue;
    if (insideLoad(daysHeld(l.lotDate, today))) withLoad += l.remaining4;
    else withoutLoad += l.remaining4;
  }
  const value = (u: bigint) => formatDecimal(nav ? valuePaise(u, nav.nav4) : 0n, 2);
  return {
    ltcg_units: {
      LTCGLUnits_With: formatDecimal(withLoad, 4),
      LTCGLUnits_Without: formatDecimal(withoutLoad, 4),
      LTCGLAmt_With: value(withLoad),
      LTCGLAmt_Without: value(withoutLoad),
    },
  };
}

/** GET /transaction/get_client_mandateIds: approved mandates only (spec 2 §3). */
export async function approvedMandates(deps: AppDeps, userId: number) {
  const rows = await deps.db
    .select()
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.status, 'APPROVED')));
  return {
    mandates: rows.map((m) => ({
      Mandate_Id: m.mandateId,
      Mandate_Type: m.mandateType,
      Details: `${m.bankName} XXXX${m.accountLast4} · up to ${formatRupees(m.amountPaise)}`,
      AMOUNT: formatDecimal(m.amountPaise, 2),
    })),
  };
}

/** POST /transaction/get_bank_details: the banks the investor can pay from (masked numbers). */
export async function cartBanks(deps: AppDeps, userId: number) {
  const rows = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return {
    bank_details: rows.map((b) => ({
      ID: b.id,
      'Account No': `XXXXXX${b.accountMasked.slice(-4)}`,
      BankName: b.bankName,
      IFSCCode: b.ifsc,
      img: null,
      DefaultFlag: b.isDefault ? ('Y' as const) : ('N' as const),
    })),
  };
}

/** Re-initiate a payment the gateway never received (placed today, not yet paid): a fresh link from the exchange. */
export async function reinitiatePayment(deps: AppDeps, userId: number, orderId: number, origin: string) {
  const [o] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  // a payment that failed today may be made again for the same orders
  if (o?.status === 'REJECTED') return (await payAgain(deps, userId, orderId, origin)) ?? { error: 'This order has no payment to re-initiate' };
  if (!o || o.status !== 'PAYMENT_PENDING' || !o.paymentId) return { error: 'This order has no payment to re-initiate' };
  if (istDate(o.placedAt) !== istDate(deps.clock.now())) return { error: 'A payment can be re-initiated only on the day of the order' };
  const [p] = await deps.db.select().from(payments).where(eq(payments.id, o.paymentId));
  if (!p || (p.mode !== 'NETBANKING' && p.mode !== 'UPI') || p.status !== 'PAYMENT NOT INITIATED') return { error: 'This order has no payment to re-initiate' };
  const [u] = await deps.db.select({ clientCode: users.niveshId }).from(users).where(eq(users.id, userId));
  const token = randomToken(24);
  const link = await exchangeOf(deps).paymentLink({
    clientCode: u!.clientCode,
    paymentRef: token,
    mode: p.mode,
    amountPaise: p.amountPaise,
    orderNos: [o.orderNo],
    origin,
    createdAt: p.createdAt,
  });
  if (!link.ok || !link.url) return { error: 'This order has no payment to re-initiate' };
  await deps.db.update(payments).set({ token }).where(eq(payments.id, p.id));
  return { payment_type: 1 as const, payment_url: link.url, logout_url: `${origin}${confirmationPath(p.id)}` };
}
