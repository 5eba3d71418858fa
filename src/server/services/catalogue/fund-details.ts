import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { masters, schemeSipFrequencies } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
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

/** GET /transaction/get_fund_details/{id}: what the transaction forms need about a scheme. */
export async function fundDetails(db: Db, idText: string): Promise<FundDetails> {
  const id = parseId(idText);
  const row = id === null ? null : await findCard(db, id);
  if (!row) throw new HttpError(404, SCHEME_MESSAGES.schemeNotFound);
  const { s } = row;
  const sip = await sipFrequenciesOf(db, s.id);
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
    transaction_allowed: allowedRows(s.allowedTransactions),
    FundType: row.fundType ?? 'other',
    LockInYears: s.lockInYears,
    ExitLoad: s.exitLoadText ?? '',
    exit_load_rules: s.exitLoadRules,
    SN_NAV: s.latestNav,
    Nav_Date: s.latestNavDate,
  };
}
