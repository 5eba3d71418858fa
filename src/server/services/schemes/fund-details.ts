import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { masters, schemeSipFrequencies, schemeSystematicFrequencies } from '../../db/schema.ts';
import { PLATFORM_MAX_ORDER_PAISE } from '../../../shared/rules/transactions/amounts.ts';
import { formatDecimal } from '../../../shared/money/decimal.ts';
import { refuse } from '../../lib/refusal.ts';
import { SCHEME_MESSAGES } from '../../../shared/contract/schemes.ts';
import type { FundDetails, SipFrequency } from '../../../shared/contract/scheme-info.ts';
import { findCard, parseId } from './scheme-card.ts';
import { allowedRows } from './transaction-allowed.ts';

/** The scheme's SIP frequencies in the spec's shape, named as the Frequency master names them. */
export async function sipFrequenciesOf(db: Db, schemeId: number): Promise<SipFrequency[]> {
  const rows = await db
    .select({ f: schemeSipFrequencies, extra: masters.extra, name: masters.name })
    .from(schemeSipFrequencies)
    .leftJoin(masters, and(eq(masters.kind, 'Frequency'), eq(masters.id, schemeSipFrequencies.frequency)))
    .where(eq(schemeSipFrequencies.schemeId, schemeId))
    .orderBy(asc(schemeSipFrequencies.frequency));
  return rows.map(({ f, extra, name }) => ({
    SIPFREQUENCY: String(extra?.code ?? name ?? f.frequency),
    value: f.frequency,
    SIPMINIMUMINSTALLMENTAMOUNT: f.minAmount,
    SIPMAXIMUMINSTALLMENTAMOUNT: f.maxAmount,
    SIPMINIMUMINSTALLMENTNUMBERS: f.minInstallments,
    SIPMAXIMUMINSTALLMENTNUMBERS: f.maxInstallments,
    SIPDATES: f.sipDates,
  }));
}

/**
 * The scheme's SWP and STP frequencies, in the SIP frequency's shape (spec 2 §4: the transact
 * action loads "SWP/STP frequencies"): the minimum instalment, the count limits and the days.
 * The maximum instalment is the platform's per-order bound; the folio's value caps it too.
 */
export async function systematicFrequenciesOf(db: Db, schemeId: number): Promise<{ SWP: SipFrequency[]; STP: SipFrequency[] }> {
  const rows = await db
    .select({ f: schemeSystematicFrequencies, extra: masters.extra, name: masters.name })
    .from(schemeSystematicFrequencies)
    .leftJoin(masters, and(eq(masters.kind, 'Frequency'), eq(masters.id, schemeSystematicFrequencies.frequency)))
    .where(eq(schemeSystematicFrequencies.schemeId, schemeId))
    .orderBy(asc(schemeSystematicFrequencies.frequency));
  const out: { SWP: SipFrequency[]; STP: SipFrequency[] } = { SWP: [], STP: [] };
  for (const { f, extra, name } of rows) {
    if (f.kind !== 'SWP' && f.kind !== 'STP') continue;
    out[f.kind].push({
      SIPFREQUENCY: String(extra?.code ?? name ?? f.frequency),
      value: f.frequency,
      SIPMINIMUMINSTALLMENTAMOUNT: f.minAmount,
      SIPMAXIMUMINSTALLMENTAMOUNT: formatDecimal(PLATFORM_MAX_ORDER_PAISE, 2),
      SIPMINIMUMINSTALLMENTNUMBERS: f.minInstallments,
      SIPMAXIMUMINSTALLMENTNUMBERS: f.maxInstallments,
      SIPDATES: f.dates,
    });
  }
  return out;
}

/** GET /transaction/get_fund_details/{id}: what the transaction forms need about a scheme. */
export async function fundDetails(db: Db, idText: string): Promise<FundDetails> {
  const id = parseId(idText);
  const row = id === null ? null : await findCard(db, id);
  if (!row) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  const { s } = row;
  const [sip, systematic] = await Promise.all([sipFrequenciesOf(db, s.id), systematicFrequenciesOf(db, s.id)]);
  return {
    SchemeID: s.id,
    SchemeName: s.name,
    ProductName: s.productName,
    AmcID: s.fundHouseId,
    AMC: row.amc ?? '',
    AssetClassID: s.assetClassId,
    AssetClassName: row.assetClassName,
    Sub_AssetclassName: row.subName,
    Productcode_RTA: s.rtaProductCode,
    PlanName: s.plan,
    Growthoption: s.option === 'Growth' ? 'Y' : 'N',
    DividendReinvestment: s.option === 'IDCW Reinvestment' ? 'Y' : 'N',
    DividendPayout: s.option === 'IDCW Payout' ? 'Y' : 'N',
    Dividendfrequency: s.idcwFrequency,
    MinimumPurchaseAmount: s.minPurchase,
    AdditionalPurchaseAmount: s.additionalPurchase,
    MaximumPurchaseAmount: s.maxPurchase,
    SIPFLAG: s.allowedTransactions.includes('SIP') && sip.length > 0 ? 'Y' : 'N',
    sip_frequencies: sip,
    swp_frequencies: systematic.SWP,
    stp_frequencies: systematic.STP,
    transaction_allowed: allowedRows(s.allowedTransactions),
    FundType: row.fundType ?? 'other',
    LockInYears: s.lockInYears,
    ExitLoad: s.exitLoadText ?? '',
    exit_load_rules: s.exitLoadRules,
    SN_NAV: s.latestNav,
    Nav_Date: s.latestNavDate,
  };
}
