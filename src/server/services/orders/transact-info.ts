import { formatDecimal } from '@shared/money/decimal.ts';
import type { AppDeps } from '../../lib/context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { FREQUENCY_CODES } from './frequency.ts';

const rupees = (p: bigint) => formatDecimal(p, 2);

/** What the transaction forms need to know about one scheme. */
export async function transactInfo(deps: AppDeps, schemeId: number) {
  const facts = catalogueFacts(deps.db);
  const s = await facts.scheme(schemeId);
  if (!s) throw new HttpError(404, 'Scheme not found');
  const nav = await facts.latestNav(s.id);
  return {
    scheme: {
      SchemeID: s.id,
      SchemeName: s.name,
      AmcID: s.amcId,
      AmcName: s.amcName,
      AssetClassID: s.assetClassId,
      AssetClassName: s.assetClassName,
      Sub_AssetclassName: s.subAssetClassName,
      Productcode_RTA: s.rtaCode,
      Schemeoption: s.option,
      MinimumPurchaseAmount: rupees(s.minPurchasePaise),
      AdditionalPurchaseAmount: rupees(s.minAdditionalPaise),
      MaximumPurchaseAmount: s.maxPurchasePaise === null ? null : rupees(s.maxPurchasePaise),
      NAV: nav ? formatDecimal(nav.nav4, 4) : null,
      NavDate: nav?.date ?? null,
      allowed: Object.fromEntries(Object.entries(s.allowed).map(([k, v]) => [k, v ? 'Y' : 'N'])) as Record<string, 'Y' | 'N'>,
      has_exchange_code: s.codes.length > 0,
      fund_type: s.fundType,
    },
    sip_frequencies: s.sipFrequencies.map((f) => ({
      SIPFREQUENCY: FREQUENCY_CODES[f.value] ?? String(f.value),
      value: f.value,
      SIPMINIMUMINSTALLMENTAMOUNT: rupees(f.minAmountPaise),
      SIPMAXIMUMINSTALLMENTAMOUNT: rupees(f.maxAmountPaise),
      SIPMINIMUMINSTALLMENTNUMBERS: f.minInstallments,
      SIPMAXIMUMINSTALLMENTNUMBERS: f.maxInstallments,
      SIPDATES: f.dates.join(','),
    })),
  };
}
